/**
 * A path on this site and nothing else: starts with one '/', no '//host', no backslash (browsers read
 * '/\evil.example' as '//evil.example'), no control character (a CR/LF would split a Location header).
 */
export const isLocalPath = (value: string | null | undefined): value is string =>
  !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/[\u0000-\u001f\u007f]/.test(value);

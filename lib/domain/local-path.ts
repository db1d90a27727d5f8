const isPlainLocalPath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/[\u0000-\u001f\u007f]/.test(value);

/** The text a percent-encoded path stands for; null when it does not decode. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A path on this site and nothing else: starts with one '/', no '//host', no backslash (browsers read
 * '/\evil.example' as '//evil.example'), no control character (a CR/LF would split a Location header),
 * and the same once percent-decoded ('/%5Cevil.example', '/%2F/evil.example', '/%0D%0A…'), since a
 * router or proxy further on may decode it before it is followed. The one rule for every redirect the
 * shop or its API takes from a caller (`safeRedirectPath` builds on it).
 */
export function isLocalPath(value: string | null | undefined): value is string {
  if (!value || !isPlainLocalPath(value)) return false;
  const text = decoded(value);
  return text !== null && isPlainLocalPath(text);
}

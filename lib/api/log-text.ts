/** Control characters, C1 controls, line and paragraph separators, bidirectional overrides. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from outside (a web API's keys or messages) made safe for one log line: every control character
 * written as `\u{…}` (no forged line, no terminal escape), at most `max` characters.
 */
export function logText(text: string, max = 160): string {
  const escaped = text.replace(UNPRINTABLE, (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`);
  return escaped.length > max ? `${escaped.slice(0, max - 1)}…` : escaped;
}

import { isValid, parse } from 'date-fns';
import { string } from 'yup';

/**
 * The shared rules of spec-coverage “Platform”. Each takes the caller's message; an empty value passes so
 * that `required` (with its own message) decides about emptiness.
 */

/** Letter-to-number mapping of the Taiwan national ID (A=10 … Z=33, with the historic I, O, W, X, Y, Z). */
const ID_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};
const ID_DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1, 1];

/** A Taiwan national ID: a capital letter, 1 or 2, eight digits, and a weighted checksum ≡ 0 mod 10. */
export function isRocIdentity(value: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(value)) return false;
  const letter = ID_LETTER_VALUES[value[0]];
  const digits = [...value.slice(1)].map(Number);
  const sum =
    Math.floor(letter / 10) +
    (letter % 10) * 9 +
    digits.reduce((total, digit, i) => total + digit * ID_DIGIT_WEIGHTS[i], 0);
  return sum % 10 === 0;
}

/** Digits only, exactly 10 characters. */
export const PHONE_PATTERN = /^\d{10}$/;

/** At least one letter and at least one digit. */
export const isPassword = (value: string) => /[A-Za-z]/.test(value) && /\d/.test(value);

/**
 * Chinese characters or a space (plain or full-width): the default pattern of the `words` rule. Not `\s`:
 * a line break or a tab in a name would split the lines it is printed on (labels, invoices, headers).
 */
export const CHINESE_OR_SPACE = /^[\p{Script=Han} \u3000]$/u;

/** Chinese characters, Latin letters or a space (names on forms); no line break or tab. */
export const CHINESE_OR_ENGLISH = /^[\p{Script=Han}A-Za-z \u3000]$/u;

/** Every character of the value matches the one-character pattern. */
export const matchesWords = (value: string, characterPattern: RegExp = CHINESE_OR_SPACE) =>
  [...value].every((character) => characterPattern.test(character));

const DATE_TIME_FORMATS = [
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm',
  'yyyy-MM-dd',
  'yyyy/MM/dd HH:mm:ss',
  'yyyy/MM/dd',
];

/** A real calendar date (and time): 2026-02-30 or 24:00 are not. */
export function isDateTime(value: string): boolean {
  const reference = new Date(2000, 0, 1);
  return DATE_TIME_FORMATS.some((format) => format.length === value.length && isValid(parse(value, format, reference)));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export const phone = (message: string) =>
  string().test('phone', message, (value) => isEmpty(value) || PHONE_PATTERN.test(value!));

export const words = (message: string, characterPattern: RegExp = CHINESE_OR_SPACE) =>
  string().test('words', message, (value) => isEmpty(value) || matchesWords(value!, characterPattern));

import { mixed, number, object } from 'yup';
import type { FortuneFields } from '@/lib/contract/schema/cart';
import { EARTHLY_BRANCHES, HEAVENLY_STEMS } from '../roc-year';
import { RING_PRODUCT_NUMBERS, WRIST_PRODUCT_NUMBERS } from '../lucky-products';
import { CART_MESSAGES } from './messages';
import { MAX_RECORD_ID } from '../record-id';

/** Word styles of a lucky item: the ten heavenly stems and the twelve earthly branches (spec-coverage “Favourites and cart API”). */
export const FORTUNE_WORDS: readonly string[] = [...HEAVENLY_STEMS, ...EARTHLY_BRANCHES];

/** Ring sizes 3 to 17.5 in steps of 0.5: 30 values, as the strings stored on the line ('3', '3.5', …). */
export const RING_SIZES: readonly string[] = Array.from({ length: 30 }, (_, i) => String(3 + i / 2));

const FINGER_NAMES = ['拇指', '食指', '中指', '無名指', '小指'] as const;

/** R1–R5 right hand, L1–L5 left hand, thumb to little finger (spec-coverage “Favourites and cart API”). */
export const FINGERS: readonly { id: string; label: string }[] = [
  ...FINGER_NAMES.map((name, i) => ({ id: `R${i + 1}`, label: `右手${name}` })),
  ...FINGER_NAMES.map((name, i) => ({ id: `L${i + 1}`, label: `左手${name}` })),
];

export const WRIST_SIZES: readonly string[] = ['M-21cm', 'L-24cm'];

/** What a lucky product asks for besides a chart and a word (spec-coverage “Favourites and cart API” "Lucky cart line"). */
export type PersonalisationNeeds = { ring: boolean; wrist: boolean };

export function personalisationNeeds(productNumber: string): PersonalisationNeeds {
  const number = productNumber.trim();
  return { ring: RING_PRODUCT_NUMBERS.includes(number), wrist: WRIST_PRODUCT_NUMBERS.includes(number) };
}

/** The fortune fields of a line that carries no personalisation (an ordinary line, a line not yet saved). */
export const NO_FORTUNE_FIELDS: FortuneFields = {
  fortune_name: null,
  fortune_gender: null,
  fortune_calendar: null,
  fortune_year: null,
  fortune_month: null,
  fortune_day: null,
  fortune_is_leap: null,
  fortune_china_hour: null,
  fortune_hour: null,
  fortune_minute: null,
  fortune_birth_at: null,
  fortune_wrist_size: null,
  fortune_ring_size: null,
  fortune_finger: null,
  fortune_word: null,
  result: null,
};

/** The personalisation of a lucky line: the saved chart it is made for, the word, and ring or wrist sizes. */
export type Personalisation = {
  character_id: number;
  fortune_word: string;
  fortune_ring_size?: string;
  fortune_finger?: string;
  fortune_wrist_size?: string;
};

// A list or object never names a choice, even one whose text would (String(['R1']) is 'R1').
const oneOf = (values: readonly string[], message: string) =>
  mixed<string>()
    .meta({ choices: values })
    .test(
      'one-of',
      message,
      (value) =>
        value === undefined ||
        value === null ||
        value === '' ||
        ((typeof value === 'string' || typeof value === 'number') && values.includes(String(value))),
    );

/**
 * The personalisation form's schema for one lucky product, shared by the form and the API: a chart,
 * a word, and ring size and finger (01205, 01001, 01011) or wrist size (01209, 01005, 01015) where the
 * product needs them; fields a product does not need are dropped.
 */
export const personalisationSchema = (productNumber: string) =>
  personalisationSchemaFor(personalisationNeeds(productNumber));

/** The personalisation schema of a product with these needs. */
export function personalisationSchemaFor(needs: PersonalisationNeeds) {
  const required = (schema: ReturnType<typeof oneOf>, needed: boolean, message: string) =>
    needed
      ? schema.test('required', message, (value) => value !== undefined && value !== null && String(value) !== '')
      : mixed().strip();
  return object({
    character_id: number()
      .typeError(CART_MESSAGES.chartRequired)
      .integer(CART_MESSAGES.chartRequired)
      .positive(CART_MESSAGES.chartRequired)
      .max(MAX_RECORD_ID, CART_MESSAGES.chartRequired)
      .required(CART_MESSAGES.chartRequired),
    fortune_word: required(oneOf(FORTUNE_WORDS, CART_MESSAGES.wordRequired), true, CART_MESSAGES.wordRequired),
    fortune_ring_size: required(
      oneOf(RING_SIZES, CART_MESSAGES.ringSizeRequired),
      needs.ring,
      CART_MESSAGES.ringSizeRequired,
    ),
    fortune_finger: required(
      oneOf(
        FINGERS.map((finger) => finger.id),
        CART_MESSAGES.fingerRequired,
      ),
      needs.ring,
      CART_MESSAGES.fingerRequired,
    ),
    fortune_wrist_size: required(
      oneOf(WRIST_SIZES, CART_MESSAGES.wristSizeRequired),
      needs.wrist,
      CART_MESSAGES.wristSizeRequired,
    ),
  });
}

/** Where the page scrolls when the personalisation form fails (spec-coverage “Favourites and cart API”, public §9). */
export const PERSONALISATION_ERROR_SCROLL_OFFSET = 460;

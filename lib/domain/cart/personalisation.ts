import { mixed, number, object, string, ValidationError } from 'yup';
import type { FortuneFields } from '@/lib/contract/schema/cart';
import { CALENDARS } from '../fortune/calendar';
import { CHART_MESSAGES, chartSchema, chartValuesOf, LUCKY_TIME, type ChartFormValues } from '../fortune/chart';
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

/**
 * The chart's fields a lucky cart line carries (M §3 "Cart line": fortune_name … fortune_minute), as the spec sends
 * them: the birth date in the chart's own calendar (國曆 a 民國 year), the hour and minute 吉 for an unknown time.
 */
export type CartFortune = {
  fortune_name: string;
  fortune_gender: string;
  fortune_calendar: string;
  fortune_year: string;
  fortune_month: string;
  fortune_day: string;
  fortune_is_leap: number;
  fortune_china_hour: string;
  fortune_hour: string;
  fortune_minute: string;
};

/** The names of the chart's fields on a cart line and an order line (M §3, §7). */
export const CART_FORTUNE_FIELDS = [
  'fortune_name',
  'fortune_gender',
  'fortune_calendar',
  'fortune_year',
  'fortune_month',
  'fortune_day',
  'fortune_is_leap',
  'fortune_china_hour',
  'fortune_hour',
  'fortune_minute',
] as const satisfies readonly (keyof CartFortune)[];

/** A saved chart as the cart line's fortune fields (what the page sends with a lucky line, and what the API copies). */
export function cartFortuneOf(
  chart: Parameters<typeof chartValuesOf>[0] & { china_hour: string; is_leap: number | string },
): CartFortune {
  const date = chartValuesOf(chart);
  return {
    fortune_name: chart.name,
    fortune_gender: chart.gender,
    fortune_calendar: chart.calendar,
    fortune_year: date.fortune_year,
    fortune_month: date.fortune_month,
    fortune_day: date.fortune_day,
    fortune_is_leap: Number(chart.is_leap) === 1 ? 1 : 0,
    fortune_china_hour: chart.china_hour,
    fortune_hour: chart.hour,
    fortune_minute: chart.minute,
  };
}

const blankValue = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The chart form's values of a line's fortune fields (the chart rules check them; 吉 is an unknown time). */
export function chartValuesOfFortune(fields: Partial<Record<keyof CartFortune, unknown>>): ChartFormValues {
  const text = (value: unknown) => (blankValue(value) ? '' : String(value).trim());
  const lucky = text(fields.fortune_hour) === LUCKY_TIME;
  const calendar = text(fields.fortune_calendar);
  return {
    fortune_name: text(fields.fortune_name),
    fortune_gender: text(fields.fortune_gender) as ChartFormValues['fortune_gender'],
    fortune_calendar: calendar as ChartFormValues['fortune_calendar'],
    fortune_year: text(fields.fortune_year),
    fortune_month: text(fields.fortune_month),
    fortune_day: text(fields.fortune_day),
    fortune_is_leap: (calendar === '農曆' ? text(fields.fortune_is_leap) : '') as ChartFormValues['fortune_is_leap'],
    lucky,
    fortune_hour: lucky ? '' : text(fields.fortune_hour),
    fortune_minute: lucky ? '' : text(fields.fortune_minute),
  };
}

/** Whether a body names a chart by its fortune fields (any of them given). */
export const namesFortune = (body: Record<string, unknown> | null | undefined) =>
  !!body && CART_FORTUNE_FIELDS.some((field) => !blankValue(body[field]));

/**
 * The shape of the chart's fortune fields on a body (every one optional: whether they are needed, and the chart's
 * own rules, are the object's test). Years, months, days, hours and minutes are texts, as the cart line has them.
 */
const fortuneText = (max: number, message: string) => string().nullable().max(max, message);
export const cartFortuneShape = {
  fortune_name: string().nullable().max(60, CHART_MESSAGES.nameWords),
  fortune_gender: oneOfChoice(['M', 'F'], CHART_MESSAGES.genderRequired),
  fortune_calendar: oneOfChoice([...CALENDARS], CHART_MESSAGES.calendarRequired),
  fortune_year: fortuneText(4, CHART_MESSAGES.birthDateInvalid),
  fortune_month: fortuneText(2, CHART_MESSAGES.birthDateInvalid),
  fortune_day: fortuneText(2, CHART_MESSAGES.birthDateInvalid),
  fortune_is_leap: number()
    .typeError(CHART_MESSAGES.leapRequired)
    .nullable()
    .meta({ choices: [0, 1] })
    .test('zero-or-one', CHART_MESSAGES.leapRequired, (value) => value == null || value === 0 || value === 1),
  fortune_china_hour: string().nullable().max(4, CHART_MESSAGES.timeInvalid),
  fortune_hour: fortuneText(2, CHART_MESSAGES.timeInvalid),
  fortune_minute: fortuneText(2, CHART_MESSAGES.timeInvalid),
};

/** The first refusal of the chart's rules (the spec's messages) for a line's fortune fields, or null. */
export function fortuneRefusal(fields: Partial<Record<keyof CartFortune, unknown>>): ValidationError | null {
  try {
    chartSchema.validateSync(chartValuesOfFortune(fields), { abortEarly: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const path = error.path === 'fortune_birth_date' || !error.path ? 'fortune_year' : error.path;
    return new ValidationError(error.message, undefined, path);
  }
}

/**
 * The personalisation of a lucky line: the chart it is made for, by the spec's fortune fields (M §3) or by a saved
 * chart's id (`character_id`, the shop's addition: the API copies that chart), the word, and ring or wrist sizes.
 */
export type Personalisation = Partial<CartFortune> & {
  character_id?: number | null;
  fortune_word: string;
  fortune_ring_size?: string;
  fortune_finger?: string;
  fortune_wrist_size?: string;
};

/** A choice of a string field, its own message on anything else; null and absent pass. */
function oneOfChoice(values: readonly string[], message: string) {
  return string()
    .nullable()
    .meta({ choices: values })
    .test('one-of', message, (value) => value == null || value === '' || values.includes(value));
}

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
      .nullable()
      .optional()
      .meta({
        shopAddition: "a saved chart's id, which the API copies; without it the fortune fields name the chart (M §3)",
      })
      // A saved chart's id (the API copies that chart), else the spec's fortune fields (M §3) name the chart.
      .test('chart', CART_MESSAGES.chartRequired, function (value) {
        return value != null || namesFortune(this.parent as Record<string, unknown>);
      }),
    ...cartFortuneShape,
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
  }).test('fortune', CART_MESSAGES.chartRequired, function (values) {
    // Fortune fields without a saved chart's id are checked with the chart's own rules.
    if (values?.character_id != null || !namesFortune(values)) return true;
    const refusal = fortuneRefusal(values);
    if (!refusal) return true;
    // A field whose own shape refused it already carries that message.
    const own = cartFortuneShape[refusal.path as keyof typeof cartFortuneShape];
    if (own && !own.isValidSync((values as Record<string, unknown>)[refusal.path!])) return true;
    return this.createError({ path: refusal.path, message: refusal.message });
  });
}

/** Where the page scrolls when the personalisation form fails (spec-coverage “Favourites and cart API”, public §9). */
export const PERSONALISATION_ERROR_SCROLL_OFFSET = 460;

/** The word and sizes of a lucky line (M §3), besides the chart's fields. */
export const LINE_CHOICE_FIELDS = [
  'fortune_word',
  'fortune_ring_size',
  'fortune_finger',
  'fortune_wrist_size',
] as const;

/** Everything of a lucky line's personalisation an order line carries (M §7 "order lines (…, fortune fields)"). */
export const ORDER_LINE_FORTUNE_FIELDS = [...CART_FORTUNE_FIELDS, ...LINE_CHOICE_FIELDS] as const;

type OrderLineFortuneField = (typeof ORDER_LINE_FORTUNE_FIELDS)[number];
export type OrderLineFortune = {
  [K in OrderLineFortuneField]?: K extends 'fortune_is_leap' ? number | null : string | null;
};

/** A line's fortune fields as an order line sends them: only those it has (an ordinary line has none). */
export function orderLineFortuneOf(line: Partial<Record<string, unknown>>): OrderLineFortune {
  const fields: Record<string, string | number> = {};
  for (const field of ORDER_LINE_FORTUNE_FIELDS) {
    const value = line[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    fields[field] = field === 'fortune_is_leap' ? Number(value) : String(value);
  }
  return fields as OrderLineFortune;
}

/** A fortune value compared across its forms: digits as their number ('08' and 8 alike), text trimmed, blank none. */
const comparable = (value: unknown) => {
  if (blankValue(value)) return null;
  const text = String(value).trim();
  return /^\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
};

/** Whether a cart line has every fortune field an order line names (those it leaves out are not compared). */
export const sameFortune = (line: Partial<Record<string, unknown>>, item: Partial<Record<string, unknown>>) =>
  ORDER_LINE_FORTUNE_FIELDS.every(
    (field) => blankValue(item[field]) || comparable(item[field]) === comparable(line[field]),
  );

/** The shape of an order line's fortune fields (M §7): every one optional, as the cart line has them. */
export const orderLineFortuneShape = {
  ...cartFortuneShape,
  fortune_word: string().nullable().max(2, CART_MESSAGES.wordRequired),
  fortune_ring_size: string().nullable().max(5, CART_MESSAGES.ringSizeRequired),
  fortune_finger: string().nullable().max(2, CART_MESSAGES.fingerRequired),
  fortune_wrist_size: string().nullable().max(10, CART_MESSAGES.wristSizeRequired),
};

import { z } from 'zod';
import { dateTime, int, text } from './common';
import { fortuneResult, type FortuneResult } from './fortune';

/** The fields of a natal chart as POST / PUT user/characters take them and a saved chart stores them. */
const chartFields = {
  name: text,
  gender: z.enum(['M', 'F']),
  calendar: z.enum(['國曆', '農曆', '西元']),
  china_hour: text.describe('早子, 晚子, 丑 … 亥, or 吉時'),
  hour: z
    .string()
    .regex(/^(?:[01]?\d|2[0-3]|吉)$/)
    .describe('吉: the time is unknown'),
  minute: z
    .string()
    .regex(/^(?:[0-5]?\d|吉)$/)
    .describe('吉: the time is unknown'),
  birth_at: dateTime.describe('The common (solar, Western) birth date-time; 00:00:00 for 吉時'),
};

/** A saved natal chart (GET user/characters). */
export const character = z.object({
  ...chartFields,
  id: int,
  sort: int,
  is_leap: int,
  result: z
    .union([fortuneResult, text.describe('The same result as a JSON string, as POST / PUT send it')])
    .nullable()
    .describe('The conversion result, an object or a JSON string; null for a chart stored without one'),
  created_at: dateTime,
  updated_at: dateTime,
});

/** What POST / PUT user/characters take: the chart with `result` as a JSON string (recomputed by the API). */
export const characterInput = z.object({
  ...chartFields,
  is_leap: z.union([z.literal(0), z.literal(1)]),
  result: text,
});

/** The stored form of a chart, as lib/domain/fortune builds it from the form. */
export const chartPayload = characterInput.omit({ result: true });

/** A saved chart as the shop reads it: its result an object, or null when none could be read (lib/api's charactersOf). */
export type Character = Omit<z.output<typeof character>, 'result'> & { result: FortuneResult | null };
export type CharacterInput = z.output<typeof characterInput>;
export type ChartPayload = z.output<typeof chartPayload>;

import { z } from 'zod';
import { int, text } from './common';

/**
 * The natal chart result, as the conversion service answers it and as a saved chart stores it; what
 * each field means is decided in lib/domain/fortune/result.ts, which computes it.
 */
export const fortunePillar = z.object({
  title: z.enum(['年柱', '月柱', '日柱', '時柱']),
  gan: text,
  zhi: text,
  gz: text.describe('Stem and branch together, e.g. 庚午'),
  nayin: text,
  wuxing: text.describe('Elements of stem and branch, e.g. 金火'),
  shishen: text.describe('十神 of the stem (日主 for the day stem)'),
  hide_gan: z.array(text),
  hide_shishen: z.array(text).describe('十神 of each hidden stem, in the order of hide_gan'),
  dishi: text.describe('十二長生 stage of the day master on this branch'),
});

export const fiveElement = z.enum(['木', '火', '土', '金', '水']);

export const fortuneResult = z.object({
  CC: text.describe('國曆 (ROC) date text, e.g. 民國79年5月17日 14時30分'),
  LC: text.describe('農曆 date text with 閏 for a leap month'),
  AD: text.describe('西元 date text'),
  leap: z.union([z.literal(0), z.literal(1)]),
  name: text.optional(),
  gender: z.enum(['M', 'F']),
  gz: z.array(fortunePillar),
  tengod: z.array(z.object({ title: text, content: text })),
  bigfate: z.array(z.object({ title: text, content: text, age: int, year: int })),
  nine: text,
  personal: text,
  five: z.array(z.object({ element: fiveElement, morning: int, night: int })),
  level: z.enum(['+', '-']),
});

/** A refused conversion: `errorstatus` 1 and the text shown on the form. */
export const fortuneError = z.object({ errorstatus: z.literal(1), error: text });

export type FortunePillar = z.output<typeof fortunePillar>;
export type FiveElement = z.output<typeof fiveElement>;
export type FortuneResult = z.output<typeof fortuneResult>;
export type FortuneError = z.output<typeof fortuneError>;

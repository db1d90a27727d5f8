/** Reader font size of content pages: 16 by default, step 2, from 14 to 24 (spec-coverage “Platform”). */
export const FONT_SIZE = { initial: 16, step: 2, min: 14, max: 24 } as const;

const clamp = (size: number) => Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, size));

export const nextFontSize = (size: number) => clamp(size + FONT_SIZE.step);

export const prevFontSize = (size: number) => clamp(size - FONT_SIZE.step);

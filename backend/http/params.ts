import { HttpError, notFound } from './errors';

/** A path id: a positive integer, else 404 (an id that cannot exist is simply not found), with the resource's message. */
export function idParam(value: string | undefined, missingMessage?: string): number {
  const id = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || id < 1) throw notFound(missingMessage);
  return id;
}

/** An optional positive integer from the query string; malformed values are a 400. */
export function intQuery(value: string | undefined, name: string, { min = 0, max = 1_000_000 } = {}) {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max) throw new HttpError(400, `查詢參數 ${name} 格式錯誤`);
  return n;
}

export function pageQuery(value: string | undefined) {
  return intQuery(value, 'page', { min: 1, max: 100_000 }) ?? 1;
}

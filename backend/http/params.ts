import { notFound } from './errors';

/** A path id: a positive integer, else 404 (an id that cannot exist is simply not found), with the resource's message. */
export function idParam(value: string | undefined, missingMessage?: string): number {
  const id = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || id < 1) throw notFound(missingMessage);
  return id;
}

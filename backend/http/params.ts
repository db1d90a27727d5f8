import { notFound } from './errors';
import { idFromSegment } from '@/lib/domain/record-id';

/** A path id: a positive integer, else 404 (an id that cannot exist is simply not found), with the resource's message. */
export function idParam(value: string | undefined, missingMessage?: string): number {
  const id = idFromSegment(value);
  if (id === null) throw notFound(missingMessage);
  return id;
}

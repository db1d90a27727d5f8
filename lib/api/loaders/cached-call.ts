import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Answer } from '@/lib/calls/call-types';
import { call, type JsonCallName, type OptionsArgument } from '../call';
import { serverApi } from '../server';

/**
 * A call of public content (never with a member token), its answer cached for the 'content' life and
 * tagged with what it shows, so that the revalidation webhook refreshes exactly that.
 */
export async function cachedCall<Name extends JsonCallName>(
  tags: string[],
  name: Name,
  ...options: OptionsArgument<Name>
): Promise<Answer<Name>> {
  'use cache';
  cacheLife('content');
  cacheTag(...tags);
  return call(serverApi(), name, ...options);
}

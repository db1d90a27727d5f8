'use client';

import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { charactersOf } from '@/lib/api/characters';
import { bffApi } from '@/lib/api/member-browser';
import { takeLoaded } from './member-data';
import { READ_OPTIONS } from './read-options';

export const CHARACTERS_KEY = 'member/characters';

/** The member's saved natal charts (GET user/characters), optionally searched by name. */
export function useCharacters(searchText = '') {
  const search = () =>
    call(bffApi(), 'GET user/characters', { query: { searchText: searchText.trim() } }).then(charactersOf);
  return useSWR(
    [CHARACTERS_KEY, searchText],
    () => (searchText ? search() : takeLoaded('characters', search)),
    READ_OPTIONS,
  );
}

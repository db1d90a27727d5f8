'use client';

import useSWR from 'swr';
import { listCharacters } from '@/lib/api/characters';
import { bffApi } from '@/lib/api/member-browser';
import { takeLoaded } from './member-data';
import { READ_OPTIONS } from './read-options';

export const CHARACTERS_KEY = 'member/characters';

/** The member's saved natal charts (GET user/characters), optionally searched by name. */
export function useCharacters(searchText = '') {
  return useSWR([CHARACTERS_KEY, searchText], () => (searchText ? listCharacters(bffApi(), searchText) : takeLoaded('characters', () => listCharacters(bffApi()))), READ_OPTIONS);
}

import type { Api } from './client';
import { searchParams } from './search-params';
import type { Character, CharacterInput } from '@/lib/contract/types';

/*
 * Natal chart calls of spec-coverage “Natal charts” (user/characters). Signed-in: bffApi() in the browser,
 * serverApi(bearer) on the server. The API keeps every member to their own charts.
 */

type List<T> = { data: T[] };
type One<T> = { data: T };

export const listCharacters = (api: Api, searchText = '') =>
  api
    .get('user/characters', { searchParams: searchParams({ searchText: searchText.trim() }) })
    .json<List<Character>>()
    .then((r) => r.data);

/** Creates a chart; the answer's `data.id` is the new id. */
export const createCharacter = (api: Api, body: CharacterInput) => api.post('user/characters', { json: body }).json<One<Character>>().then((r) => r.data);

export const updateCharacter = (api: Api, id: number, body: CharacterInput) =>
  api.put(`user/characters/${id}`, { json: body }).json<One<Character>>().then((r) => r.data);

/** POST user/characters/batch-delete with `_method: 'delete'` and the id list. */
export const deleteCharacters = (api: Api, ids: number[]) =>
  api.post('user/characters/batch-delete', { json: { _method: 'delete', id: ids } }).json<{ message?: string; data: number[] }>();

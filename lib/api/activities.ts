import type { Api } from './client';
import type { Activity, Draw } from '@/lib/contract/types';

/*
 * Activity calls (spec-coverage “Activities” "Activities"; docs/api-contract.md). GET activities is public, but
 * the browser reads it through the BFF (bffApi()) so a tester's token shows the is_testing ones too;
 * the draws are member data. Everything through the BFF is no-store.
 */

type One<T> = { data: T };
type List<T> = { data: T[] };

/** The activities running now, highest weights first. */
export const getActivities = (api: Api) =>
  api
    .get('activities')
    .json<List<Activity>>()
    .then((r) => r.data);

/** GET activities_five/{order id}: the order's red-packet draws, opened or not. */
export const getDraws = (api: Api, orderId: number) =>
  api
    .get(`activities_five/${orderId}`)
    .json<List<Draw>>()
    .then((r) => r.data);

/** PUT activities_five/{order id}/{draw id}: opens one draw (the server picks the prize once; opening again answers the same). */
export const openDraw = (api: Api, orderId: number, drawId: number) =>
  api
    .put(`activities_five/${orderId}/${drawId}`)
    .json<One<Draw>>()
    .then((r) => r.data);

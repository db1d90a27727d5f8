import type { Api } from './client';
import type { Office } from './types';

/** GET offices: every regional office, by sort (public; the browser reaches it with browserApi()). */
export const listOffices = (api: Api) =>
  api
    .get('offices')
    .json<{ data: Office[] }>()
    .then((r) => r.data);

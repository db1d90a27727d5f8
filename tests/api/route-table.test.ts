import { handle } from '@/backend';
import { createApp } from '@/backend/app';
import { catalogue } from '@/lib/calls/catalogue';
import { call, withFreshDatabase } from '../support/api';

/**
 * Issue 34: the embedded API is held to the call list. Its route table and the catalogue
 * (lib/calls) name the same calls, and which calls need a member comes from each call's access.
 */
withFreshDatabase();

/** The embedded API's own routes, not calls of the company API: the demo's tools and its reference pages. */
const DEMO_ONLY = /^(_dev\/|payment-sandbox\/|reference(\/|$)|openapi\.json$)/;

/** `GET products/{id}` as the route table writes it: `GET products/:id{[0-9]+}` → `GET products/{id}`, `storage/*` → `storage/{path}`. */
const routeName = (method: string, path: string) =>
  `${method} ${path
    .replace(/^\/api\/web\//, '')
    .replace(/:([a-z_]+)(\{[^}]*\})?/g, '{$1}')
    .replace(/\*$/, '{path}')}`;

const routes = [
  ...new Set(
    createApp()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => routeName(route.method, route.path)),
  ),
];
const callNames = [...new Set(catalogue.map((entry) => `${entry.method} ${entry.path}`))];

describe('the route table and the call list', () => {
  it('every call of the catalogue has its route', () => {
    expect(callNames.filter((name) => !routes.includes(name))).toEqual([]);
  });

  it('every route is a call of the catalogue, but for the demo’s own tools', () => {
    const apiRoutes = routes.filter((name) => !DEMO_ONLY.test(name.split(' ')[1]));
    expect(apiRoutes.filter((name) => !callNames.includes(name))).toEqual([]);
  });

  it('every member call answers 401 without a bearer token (a GET’s HEAD too), and no public call does', async () => {
    const sample = (path: string) => path.replace(/\{path\}/, 'products/01001-1.webp').replace(/\{[a-z_]+\}/g, '1');
    const refused = [];
    for (const entry of catalogue) {
      const { status } = await call(entry.method, `${sample(entry.path)}${entry.flag ? `?${entry.flag}` : ''}`, {
        body: entry.body ? {} : undefined,
      });
      refused.push([entry.name, entry.access === 'member', status === 401]);
      if (entry.method !== 'GET') continue;
      // Not through `call`: a HEAD answer has no body to hold to the contract.
      const head = await handle(new Request(`http://embedded.local/api/web/${sample(entry.path)}`, { method: 'HEAD' }));
      refused.push([`HEAD of ${entry.name}`, entry.access === 'member', head.status === 401]);
    }
    expect(refused.filter(([, member, unauthenticated]) => member !== unauthenticated)).toEqual([]);
  });
});

import { act, waitFor } from '@testing-library/react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session/cookie';

/**
 * The network at the shop's edge, for component tests run in tests/support/jsdom-network-environment.mjs
 * (`@jest-environment #jsdom-network-environment`, package.json `imports`). The components, their SWR
 * hooks and the real ky clients of lib/api run; their requests end here instead of the BFF
 * (/api/bff), the public web API (/api/web) or the session routes (/api/session). A test answers
 * them per route, as those would: `network.on('GET bff/users', { data: member })`,
 * `network.once('POST bff/orders', refusal, 422)`. A request no route answers fails the test.
 */

/** 'GET bff/user/shopping-carts': the method and the path under /api/ (the query is not part of it). */
type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${'bff' | 'web' | 'session'}${'' | `/${string}`}`;

/** A request as it reached the edge: its route, URL, headers and JSON body. */
export type SentRequest = { route: string; url: URL; headers: Headers; body: unknown };

type Reply = (request: SentRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply that never comes: the request stays pending (a double click while the first is on its way). */
export const noAnswer = (): Reply => () => new Promise<Response>(() => {});

/** A reply the test gives when it chooses: `reply` answers the route, `answer` sends it, before or after the request came. */
export function later() {
  let give!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (give = resolve));
  return { reply: (): Reply => () => response, answer: (body: unknown, status = 200) => give(json(body, status)) };
}

/** The connection was cut before an answer (ky's timeout aborts its request so). */
export const cutOff = (): Reply => () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));

/** The connection dropped (offline): fetch fails as a browser's does. */
export const dropped = (): Reply => () => Promise.reject(new TypeError('Failed to fetch'));

/** The API's refusal: its message, status_from_backend and field errors, as the BFF passes it on. */
export const refusal = (message: string, code?: number, more: Record<string, unknown> = {}) => ({ message, ...(code ? { status_from_backend: code } : {}), ...more });

const replyOf = (answer: unknown, status: number): Reply => (typeof answer === 'function' ? (answer as Reply) : () => json(answer, status));

const routeOf = (method: string, url: URL) => `${method} ${url.pathname.replace(/^\/api\//, '').replace(/\/$/, '')}`;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Installs the edge for every test of the file: the routes and the requests seen start empty in
 * each test, and a request no route answered fails it. `window.fetch` is what the page calls.
 */
export function stubNetwork() {
  const routes = new Map<string, { once: Reply[]; standing?: Reply }>();
  const sent: SentRequest[] = [];
  const unanswered: string[] = [];
  let waiting = 0;

  async function answer(seen: SentRequest, request: Request) {
    seen.body = await readBody(request);
    const answers = routes.get(seen.route);
    const reply = answers?.once.shift() ?? answers?.standing;
    if (reply) return reply(seen);
    unanswered.push(seen.route);
    return json({ message: `no test answer for ${seen.route}` }, 501);
  }

  async function edge(input: RequestInfo | URL, init?: RequestInit) {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Seen at once (a test may count requests right after a render); the body is read before the reply.
    const seen: SentRequest = { route: routeOf(request.method, url), url, headers: request.headers, body: undefined };
    sent.push(seen);
    waiting += 1;
    try {
      return await answer(seen, request);
    } finally {
      waiting -= 1;
    }
  }

  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    routes.clear();
    sent.length = 0;
    unanswered.length = 0;
    pageLoads().length = 0;
    spy = jest.spyOn(window, 'fetch').mockImplementation(edge);
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(unanswered).toEqual([]);
  });

  return {
    /** Answers every request of a route from now on with a JSON body (and status), or with a reply of its own. */
    on(route: Route, answer: unknown, status = 200) {
      routes.set(route, { once: routes.get(route)?.once ?? [], standing: replyOf(answer, status) });
      return this;
    },
    /** Answers the route's next request only (before its standing answer); called again, the answers queue. */
    once(route: Route, answer: unknown, status = 200) {
      const answers = routes.get(route) ?? { once: [] };
      routes.set(route, { ...answers, once: [...answers.once, replyOf(answer, status)] });
      return this;
    },
    /** Resolves once every request made so far has its answer and the page has shown what it read. */
    async settled() {
      await waitFor(() => expect(waiting).toBe(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    /** The requests a route received, in order; without a route, every request the page made. */
    sent: (route?: Route) => sent.filter((request) => route === undefined || request.route === route),
  };
}

/** The hint cookie of a signed-in member: the member's SWR hooks (the cart) read only with it. */
export function signIn() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
}

/** No hint cookie: a visitor, whose member hooks fetch nothing. */
export function signOut() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
}

/** The full page loads the page asked for (location.assign, href = …), which jsdom records instead of making. */
export const pageLoads = (): string[] => (window as unknown as Record<symbol, string[]>)[Symbol.for('tocin.test.pageLoads')];

export type Network = ReturnType<typeof stubNetwork>;

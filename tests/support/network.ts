import { act, waitFor } from '@testing-library/react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session/cookie';
import { bodyOf, checkMockedAnswers } from './mocked-answers';

/**
 * The network at the shop's edge for component tests (`@jest-environment #jsdom-page-environment`).
 * The components, their SWR hooks and the real ky clients of lib/api run; MSW answers their requests
 * to the BFF (/api/bff), the public web API (/api/web) and the session routes (/api/session), per test:
 * `server.use(http.get('/api/bff/users', () => HttpResponse.json({ data: member })))`. What MSW has
 * no word for is here: the requests a page sent (to assert what it posted), waiting until every
 * answer has been shown, and a request no handler answered failing its test.
 */
export const server = setupServer();

/** 'GET /api/bff/user/shopping-carts': the method and the path (the query is not part of it). */
type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${'bff' | 'web' | 'session'}${'' | `/${string}`}`;

/** A request as it reached the edge: its route, URL, headers and JSON body. */
export type SentRequest = { route: string; url: URL; headers: Headers; body: unknown };

const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname.replace(/\/$/, '')}`;

/** A reply the test gives when it chooses: `reply` is the resolver, `answer` sends its JSON, before or after the request came. */
export function later() {
  let give!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (give = resolve));
  return {
    reply: () => response,
    answer: (body: JsonBodyType, status = 200) => give(HttpResponse.json(body, { status })),
  };
}

/** The API's refusal: its message, status_from_backend and field errors, as the BFF passes it on. */
export const refusal = (message: string, code?: number, more: Record<string, unknown> = {}) => ({
  message,
  ...(code ? { status_from_backend: code } : {}),
  ...more,
});

/**
 * Starts MSW for every test of the file: handlers and the requests seen start empty in each test, and
 * a request no handler answered fails it (MSW's 'error' strategy, recorded so that a page that shrugs
 * the failure off still fails the test). A request shows in `sent` with its body read. Every answer is checked
 * against the contract (tests/support/mocked-answers.ts): one it does not allow fails the test, unless `offContract`.
 */
export function mockNetwork() {
  const seen: { request: SentRequest; read: boolean }[] = [];
  const unhandled: string[] = [];
  const waiting = new Set<Request>();
  const answers = checkMockedAnswers(server);

  server.events.on('request:start', ({ request }) => {
    waiting.add(request);
    const record = {
      request: {
        route: routeOf(request),
        url: new URL(request.url),
        headers: request.headers,
        body: undefined as unknown,
      },
      read: false,
    };
    seen.push(record);
    void bodyOf(request.clone()).then((body) =>
      Object.assign(record, { read: true, request: { ...record.request, body } }),
    );
  });
  server.events.on('request:end', ({ request }) => void waiting.delete(request));

  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(routeOf(request));
        waiting.delete(request);
        print.error();
      },
    }),
  );
  beforeEach(() => {
    seen.length = 0;
    unhandled.length = 0;
    waiting.clear();
    pageLoads().length = 0;
  });
  afterEach(async () => {
    server.resetHandlers();
    // Taken before waiting for the answers' checks: a request the page makes once the test is over is not the test's.
    const unanswered = [...unhandled];
    const broken = await answers.kept().catch((error: Error) => error);
    expect(unanswered).toEqual([]);
    if (broken) throw broken;
  });
  afterAll(() => server.close());

  return {
    /** Resolves once every request made so far has its answer and the page has shown what it read. */
    async settled() {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await waitFor(() => expect(waiting.size).toBe(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    /** The requests a route received, in order; without a route, every request the page made. */
    sent: (route?: Route) =>
      seen
        .filter(({ request, read }) => read && (route === undefined || request.route === route))
        .map(({ request }) => request),
    /** Every request's route as it started, in order, its body read or not yet (`sent` waits for the body). */
    routes: () => seen.map(({ request }) => request.route),
    /** Resolves when every answer given so far kept the contract (tests/support/mocked-answers.ts), else rejects naming those that did not; checked after each test. */
    answersKept: () => answers.kept(),
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

/** The full page loads the page asked for (location.assign, href = …), which the environment records instead of making. */
export const pageLoads = (): string[] =>
  (window as unknown as Record<symbol, string[]>)[Symbol.for('tocin.test.pageLoads')];

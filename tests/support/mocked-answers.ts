import { z } from 'zod';
import type { SetupServer } from 'msw/node';
import { refusal, type Call } from '@/lib/contract/call';
import { findCall } from '@/lib/calls/catalogue';
import { checkAnswer, describeDifference } from '@/lib/contract/check-answer';

/**
 * Every answer MSW gives a component test is checked here against what the shop's edge may answer
 * (docs/api-contract.md "Shop endpoints (served by Next.js, not part of the web API)"): /api/bff and /api/web pass a call's answers on and
 * add refusals of their own; the session routes and /api/fortune answer with a call's schemas too.
 */

/** The mark of an answer given off the contract on purpose; MSW hands its listeners a copy of the answer, headers kept. */
const OFF_CONTRACT = 'x-test-off-contract';

/**
 * An answer the contract does not allow, given on purpose (the test is about how the page bears a bad
 * or foreign answer, e.g. a form a company API built from the spec may send): not checked, and the
 * reason says why where the test reads (and in the answer's x-test-off-contract header).
 */
export function offContract(response: Response, reason: string): Response {
  response.headers.set(OFF_CONTRACT, encodeURIComponent(reason));
  return response;
}

/** Refusals an edge route gives itself, before or instead of the API's (`{message}`, app/api), and a failing API's 500 passed on. */
const BFF_OWN = [401, 403, 404, 413, 500, 502];
const WEB_OWN = [403, 404, 413, 500, 502];
const SESSION_OWN = [400, 403, 413, 500, 502];

const call = (name: string): Call => {
  const [method, path] = name.split(' ');
  const found = findCall(method, path);
  if (!found) throw new Error(`no call ${name} in the contract`);
  return found;
};

/** A session route: the call whose success it answers, the call whose refusals it passes on, what it adds. */
type SessionRoute = { success: Call; refusals: Call; adds?: z.ZodType };

const SESSION_ROUTES: Record<string, SessionRoute> = {
  'POST /api/session/login': { success: call('GET users'), refusals: call('POST login') },
  'POST /api/session/first-login': {
    success: call('PUT reset-password'),
    refusals: call('PUT reset-password'),
    adds: z.object({ signed_in: z.boolean() }),
  },
  'POST /api/session/reset-password': { success: call('PUT reset-password'), refusals: call('PUT reset-password') },
  'POST /api/session/logout': { success: call('POST user/logout'), refusals: call('POST user/logout') },
  'GET /api/fortune': { success: call('GET fortune'), refusals: call('GET fortune') },
};

/** Answers no schema describes, each with the reason it is not checked. */
const EXEMPT: { route: RegExp; reason: string }[] = [
  {
    route: /^GET \/api\/session$/,
    reason: "the session's state, the route's own `{authenticated, expires_at}`: no schema",
  },
  { route: /^GET \/(?!api\/)/, reason: "the shop's own pages (HTML a page fetches), not an API's answer" },
];

/** How `call`'s answer, passed on by an edge route that refuses `own` statuses itself, differs from the contract. */
function passedOn(found: Call, status: number, body: unknown, own: number[]): string | undefined {
  if (found.answers[status]) return checkAnswer(found, status, body);
  // An API without a call of the shop's own answers 404 or 405 as it will: the shop reads only the status.
  if (found.addition !== undefined && [404, 405].includes(status)) return undefined;
  return own.includes(status) ? describeDifference(refusal, body) : checkAnswer(found, status, body);
}

/** How an answer MSW gave to `method url` differs from what the shop's edge may answer, or undefined. */
export function mockedAnswerDifference(method: string, url: URL, status: number, body: unknown): string | undefined {
  const route = `${method} ${url.pathname.replace(/\/$/, '')}`;
  const edge = /^\/api\/(bff|web)\/(.+)$/.exec(url.pathname);
  if (edge) {
    const found = findCall(method, `${edge[2]}${url.search}`);
    if (!found) return 'no call of the contract has this method and path';
    return passedOn(found, status, body, edge[1] === 'bff' ? BFF_OWN : WEB_OWN);
  }
  const session = SESSION_ROUTES[route];
  if (session) {
    const ok = status >= 200 && status < 300;
    const difference = passedOn(ok ? session.success : session.refusals, ok ? 200 : status, body, SESSION_OWN);
    return difference ?? (ok && session.adds ? describeDifference(session.adds, body) : undefined);
  }
  if (EXEMPT.some((exempt) => exempt.route.test(route))) return undefined;
  return 'no schema for this route: check it here, or list it in EXEMPT with the reason';
}

/** A request's or an answer's body: its JSON, else its text, none when empty. */
export async function bodyOf(message: Request | Response): Promise<unknown> {
  const text = await message.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Checks every answer `server` mocks from now on. `kept()` waits for the answers given so far and
 * rejects naming those that differ (a listener's throw would not fail the test), then forgets them.
 */
export function checkMockedAnswers(server: SetupServer) {
  const checks: Promise<string | undefined>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    // A network failure is no answer, and an answer to a request the page gave up on (timed out) reaches no one.
    if (response.type === 'error' || request.signal.aborted || response.headers.has(OFF_CONTRACT)) return;
    const url = new URL(request.url);
    checks.push(
      bodyOf(response.clone()).then((body) => {
        const difference = mockedAnswerDifference(request.method, url, response.status, body);
        return difference && `${request.method} ${url.pathname}${url.search} (${response.status}): ${difference}`;
      }),
    );
  });
  return {
    async kept(): Promise<void> {
      const broken = (await Promise.all(checks.splice(0))).filter((difference) => difference !== undefined);
      if (broken.length)
        throw new Error(
          `MSW answered what the contract does not allow (fix the answer, or wrap it in offContract(…, reason)):\n${broken.join('\n')}`,
        );
    },
  };
}

import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { SESSION_COOKIE, type SessionData } from '@/lib/session/cookie';

process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

const token = (expiresIn = 3600_000) => ({
  token_type: 'Bearer',
  access_token: 'abc',
  expires_at: Date.now() + expiresIn,
});

async function run(path: string, session?: SessionData) {
  const headers = session
    ? { cookie: `${SESSION_COOKIE}=${await sealData(session, { password: process.env.SESSION_SECRET! })}` }
    : undefined;
  return proxy(new NextRequest(`http://shop.local${path}`, { headers }));
}

const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');
const KEYWORD_LIST = '/product/list?keyword=%E9%AB%94%E9%A9%97';

/** Spec public §6 / member §6: a tester's catalogue is rendered for them, everyone else's stays the cached public route. */
describe('a tester’s catalogue requests go to the views rendered for them', () => {
  it('a tester’s product page and product list (a keyword search too) are rewritten under /tester, private', async () => {
    const tester = { token: token(), is_tester: true };
    const page = await run('/product/42?action=buy', tester);
    expect(rewrite(page)).toBe('http://shop.local/tester/product/42?action=buy');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(rewrite(await run(KEYWORD_LIST, tester))).toMatch(
      /^http:\/\/shop\.local\/tester\/product\/list\/q\/[\w-]+\?keyword=/,
    );
  });

  it.each([
    ['a visitor', undefined],
    ['an ordinary member', { token: token(), is_tester: false }],
    ['a member signed in before testers were told apart', { token: token() }],
    ['a tester whose token has expired', { token: token(-1000), is_tester: true }],
  ])('%s keeps the public routes', async (_who, session) => {
    expect((await run('/product/42', session)).headers.get('x-middleware-next')).toBe('1');
    expect(rewrite(await run(KEYWORD_LIST, session))).toMatch(/^http:\/\/shop\.local\/product\/list\/q\//);
  });

  it('a forged cookie is nobody’s', async () => {
    const response = await proxy(
      new NextRequest('http://shop.local/product/42', { headers: { cookie: `${SESSION_COOKIE}=forged` } }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

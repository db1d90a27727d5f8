import { expect, test } from '@playwright/test';
import { scriptsOf } from '../../scripts/lib/first-load-js.mjs';

/** The production server sends the build's scripts in brotli to a browser that takes it (server/static-brotli.mjs). */
test('a page’s scripts reach a current browser in brotli, with the security headers; gzip to one without', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  const [script] = scriptsOf(html);
  expect(script).toMatch(/^\/_next\/static\/chunks\/.+\.js$/);
  // The first request after a start may still be Next.js's gzip answer while the brotli copy is made.
  await expect(async () => {
    const answer = await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await answer.body()).length).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  const gzip = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_MAINTENANCE_BODY } from '@/lib/domain/site-maintenance';
import { isSiteClosed } from '@/backend/services/site-maintenance';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { restoreEnvAfterEach, withTempDataDir } from '../support/env';

withFreshDatabase();

/**
 * The embedded API's maintenance switch (spec-coverage “Public site: platform, SEO and speed”):
 * the file DATA_DIR/maintenance, or PUT _dev/maintenance on the demo. While closed, every call but
 * the site frame, health, images and the performance lookup answers 503 with the message.
 */
/** The switch needs a signed-in member (the demo's visitors cannot close it). */
let token: string;
const switchTo = (closed: unknown) => call('PUT', '_dev/maintenance', { token, body: { closed } });

beforeAll(async () => {
  ({ token } = await createMemberWithToken());
});
// Opened again before the folder that holds the switch is removed.
afterEach(() => switchTo(false));
const dataDir = withTempDataDir('maintenance-', { each: true });
beforeEach(() => {
  delete process.env.DEMO_MODE;
});
restoreEnvAfterEach('DEMO_MODE');

describe('PUT _dev/maintenance (demo)', () => {
  it('closes the site: calls answer 503 with the maintenance message, uncached', async () => {
    const switched = await switchTo(true);
    expect(switched).toMatchObject({ status: 200, json: { data: { closed: true } } });
    expect(existsSync(path.join(dataDir(), 'maintenance'))).toBe(true);

    for (const apiPath of ['products', 'news', 'products/number-search/01001', 'calendar/now']) {
      const answer = await call('GET', apiPath);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ message: '網站維護中，請稍後再試', status_from_backend: 5030 });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(
      (
        await call('POST', 'mail-to-tocin', {
          body: { sub: '詢問', name: '王小明', phone: '0912345678', email: 'a@b.tw', content: '你好' },
        })
      ).json,
    ).toEqual(SITE_MAINTENANCE_BODY);
  });

  it('keeps open the site frame, health and the performance lookup the maintenance page offers', async () => {
    await switchTo(true);
    for (const apiPath of ['system-images', 'system-rights', 'seometas', 'navbars', 'health'])
      expect((await call('GET', apiPath)).status).toBe(200);
    expect((await call('GET', 'users', { token })).status).toBe(200);
    expect((await call('GET', 'performances', { token })).status).not.toBe(503);
    expect((await call('GET', 'user/carts', { token })).status).toBe(503);
    expect((await call('POST', 'login', { body: { username: 'A123456789', password: 'demo2026' } })).status).toBe(200);
  });

  it('opens the site again', async () => {
    await switchTo(true);
    expect((await switchTo(false)).json).toEqual({ data: { closed: false } });
    expect(existsSync(path.join(dataDir(), 'maintenance'))).toBe(false);
    expect((await call('GET', 'products')).status).toBe(200);
  });

  it('refuses a caller without a signed-in member (401): a visitor of the demo cannot close it', async () => {
    const anonymous = await call('PUT', '_dev/maintenance', { body: { closed: true } });
    expect(anonymous).toMatchObject({ status: 401, json: { message: 'Unauthenticated.' } });
    expect((await call('PUT', '_dev/maintenance', { token: 'x'.repeat(40), body: { closed: true } })).status).toBe(401);
    expect(existsSync(path.join(dataDir(), 'maintenance'))).toBe(false);
    expect((await call('GET', 'products')).status).toBe(200);
  });

  it('refuses anything but a boolean with 422', async () => {
    const answer = await switchTo('yes');
    expect(answer.status).toBe(422);
    expect(answer.json.errors.closed).toEqual(['請以 true 或 false 指定是否維護中']);
  });

  it('does not exist with DEMO_MODE=0 (the operator uses the file)', async () => {
    process.env.DEMO_MODE = '0';
    expect((await switchTo(true)).status).toBe(404);
    expect((await call('GET', 'products')).status).toBe(200);
  });
});

describe("the operator's switch: the file DATA_DIR/maintenance", () => {
  it('closes the site within a second of being created, and opens it within a second of being removed', () => {
    const now = Date.now() + 10_000;
    expect(isSiteClosed(now)).toBe(false);
    writeFileSync(path.join(dataDir(), 'maintenance'), '');
    expect(isSiteClosed(now + 500)).toBe(false);
    expect(isSiteClosed(now + 1000)).toBe(true);
    rmSync(path.join(dataDir(), 'maintenance'));
    expect(isSiteClosed(now + 2000)).toBe(false);
  });
});

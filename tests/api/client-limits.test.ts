import * as passwords from '@/backend/services/passwords';
import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { clientRequests } from '@/backend/db/schema';
import { claimClientRequest, CLIENT_LIMITED_CODE, CLIENT_LIMITS } from '@/backend/services/client-limits';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { racing } from '../support/postgres';

withFreshDatabase();

// The real check, counted: whether a refused request reached a password.
jest.mock('@/backend/services/passwords', () => {
  const actual = jest.requireActual('@/backend/services/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const checks = jest.mocked(passwords.verifyPassword);

/**
 * Per client address limits on the calls a visitor can make without a session: counted before the
 * work, under an advisory lock, so a parallel burst from one address meets the same limit as a queue
 * (on PGlite and on PostgreSQL with real parallel connections). The address is the X-Client-Address
 * the shop's server writes (server/client-address.mjs).
 */
const from = (address: string) => ({ 'X-Client-Address': address });
const limited = (answer: { status: number; json: { status_from_backend?: number } }) =>
  answer.status === 429 && answer.json?.status_from_backend === CLIENT_LIMITED_CODE;
/** A login (or a first login) from `address`, by default a wrong password. */
const loginFrom = (address: string, username: string, password = 'guess1234', path = 'login') =>
  call('POST', path, { body: { username, password }, headers: from(address) });
const burst = <T>(n: number, work: (i: number) => Promise<T>) =>
  racing(() => Promise.all(Array.from({ length: n }, (_, i) => work(i))));

describe('login from one address', () => {
  const { max } = CLIENT_LIMITS.login;

  it(`a parallel burst of ${max + 15} failed logins (other accounts each): ${max} answered, the rest 429 with the message`, async () => {
    const answers = await burst(max + 15, (i) => loginFrom('203.0.113.7', `NOBODY${i}`));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(max);
    const refused = answers.filter(limited);
    expect(refused).toHaveLength(15);
    expect(refused[0].json.message).toBe('此網路位址的請求過於頻繁，請於 10 分鐘後再試');
    // Another address, and the first login (POST login?_first), are held the same way: the latter shares the window.
    expect((await loginFrom('203.0.113.8', 'SOLO1')).status).toBe(404);
    expect(limited(await loginFrom('203.0.113.7', 'SOLO5', '19800101', 'login?_first'))).toBe(true);
  });

  it('a refused request checks no password and takes none of the account’s five attempts', async () => {
    const { member } = await createMemberWithToken({
      password_hash: await passwords.hashPassword('right1234'),
      mobile_phone01: '0911000211',
    });
    for (let i = 0; i < max; i++) await loginFrom('198.51.100.4', `NOONE${i}`);
    checks.mockClear();
    expect(limited(await loginFrom('198.51.100.4', member.identity_card, 'right1234'))).toBe(true);
    expect(checks).not.toHaveBeenCalled();
    expect((await loginFrom('198.51.100.5', member.identity_card, 'right1234')).status).toBe(200);
  });

  it('successful logins give their place back: an office of members behind one address is not held up', async () => {
    const { member } = await createMemberWithToken({
      password_hash: await passwords.hashPassword('right1234'),
      mobile_phone01: '0911000212',
    });
    for (let i = 0; i < max + 5; i++) {
      expect((await loginFrom('192.0.2.10', member.identity_card, 'right1234')).status).toBe(200);
    }
  });

  it('an IPv6 /64 is one address; an IPv4-mapped address is its IPv4 address', async () => {
    await burst(max, (i) => loginFrom(`2001:db8:1:2::${i + 1}`, `NOBODY${i}`));
    await burst(max, (i) => loginFrom('192.0.2.99', `NOBODY${i}`));
    expect(limited(await loginFrom('2001:db8:1:2:ffff::9', 'SOLO2'))).toBe(true);
    expect((await loginFrom('2001:db8:1:3::1', 'SOLO3')).status).toBe(404);
    expect(limited(await loginFrom('::ffff:192.0.2.99', 'SOLO4'))).toBe(true);
  });

  it('no address named (a request that did not come through the shop’s server): no address limit, the account lockout still holds', async () => {
    const answers = await burst(max + 5, (i) =>
      call('POST', 'login', { body: { username: `NOADDR${i}`, password: 'guess1234' } }),
    );
    expect(answers.filter(limited)).toHaveLength(0);
  });
});

describe('code checks from one address (otp/check, PUT reset-password)', () => {
  it(`a parallel burst of wrong codes: ${CLIENT_LIMITS['code-check'].max} checked, the rest 429`, async () => {
    const { max } = CLIENT_LIMITS['code-check'];
    const answers = await burst(max + 6, (i) =>
      i % 2
        ? call('POST', 'otp/check', {
            body: { username: 'C123456781', otp: String(100000 + i) },
            headers: from('203.0.113.20'),
          })
        : call('PUT', 'reset-password', {
            body: { username: 'C123456781', new_password: 'newpass123', reset_token: `forged-${i}` },
            headers: from('203.0.113.20'),
          }),
    );
    expect(answers.filter(limited)).toHaveLength(6);
    expect(answers.filter((answer) => !limited(answer))).toHaveLength(max);
  });
});

describe('SMS from one address (forgot-password, otp/resend)', () => {
  it(`a parallel burst: ${CLIENT_LIMITS.sms.max} handled, the rest 429 before any SMS is sent`, async () => {
    const { max } = CLIENT_LIMITS.sms;
    const answers = await burst(max + 4, (i) =>
      call('POST', i % 2 ? 'otp/resend' : 'forgot-password', {
        body: { identity_card: 'A123456789' },
        headers: from('203.0.113.30'),
      }),
    );
    expect(answers.filter(limited)).toHaveLength(4);
    expect(answers.filter((answer) => !limited(answer))).toHaveLength(max);
  });
});

describe('the contact form from one address', () => {
  const inquiry = {
    sub: '商品諮詢',
    name: '王小明',
    phone: '0912345678',
    email: 'ming@example.com',
    content: '請問開運手鍊的製作時間需要多久？',
  };

  it(`${CLIENT_LIMITS.contact.max} inquiries an hour, then 429 with the message; another address still sends`, async () => {
    const { max } = CLIENT_LIMITS.contact;
    const answers = await burst(max + 3, () =>
      call('POST', 'mail-to-tocin', { body: inquiry, headers: from('203.0.113.40') }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    const refused = answers.filter(limited);
    expect(refused).toHaveLength(3);
    expect(refused[0].json.message).toBe('此網路位址的請求過於頻繁，請於 60 分鐘後再試');
    expect((await call('POST', 'mail-to-tocin', { body: inquiry, headers: from('203.0.113.41') })).status).toBe(201);
  });
});

describe('the counted requests', () => {
  it('are kept no longer than the longest window: older rows of every address go with the next claim', async () => {
    const db = await getDb();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await claimClientRequest(db, 'contact', '192.0.2.200', twoHoursAgo);
    await claimClientRequest(db, 'login', '192.0.2.201', twoHoursAgo);
    expect(await db.select().from(clientRequests).where(eq(clientRequests.address, '192.0.2.200'))).toHaveLength(1);
    await claimClientRequest(db, 'sms', '192.0.2.202');
    expect(await db.select().from(clientRequests).where(eq(clientRequests.address, '192.0.2.200'))).toHaveLength(0);
    expect(await db.select().from(clientRequests).where(eq(clientRequests.address, '192.0.2.201'))).toHaveLength(0);
    expect(await db.select().from(clientRequests).where(eq(clientRequests.address, '192.0.2.202'))).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { loginAttempts, members } from '@/backend/db/schema';
import { hashPassword } from '@/backend/services/passwords';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

const login = (username: string, password: string) => call('POST', 'login', { body: { username, password } });

/** A member of this test's own with a real password, so lockouts never touch the demo members. */
async function memberWithPassword(password = 'abcd1234', overrides = {}) {
  const { member } = await createMemberWithToken({
    password_hash: await hashPassword(password),
    mobile_phone01: '0911000111',
    ...overrides,
  });
  return member;
}

describe('POST login', () => {
  it('answers the token reply for the demo member A123456789, and the token opens GET users', async () => {
    const response = await login('A123456789', 'demo2026');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      expires_in: 28800,
      token_type: 'Bearer',
      access_token: expect.stringMatching(/^[\w-]{40,}$/),
    });
    const profile = await call('GET', 'users', { token: response.json.access_token });
    expect(profile.status).toBe(200);
    expect(profile.json.data.identity_card).toBe('A123456789');
  });

  it('accepts the manage_id M000001 (and lower-case letters) as the username', async () => {
    for (const username of ['M000001', 'm000001', 'a123456789']) {
      const response = await login(username, 'demo2026');
      expect(response.status).toBe(200);
      const profile = await call('GET', 'users', { token: response.json.access_token });
      expect(profile.json.data.identity_card).toBe('A123456789');
    }
  });

  it('accepts the business member 12345675 (tax number)', async () => {
    expect((await login('12345675', 'demo2026')).status).toBe(200);
  });

  it('refuses a missing username or password with 422 and the spec messages', async () => {
    const response = await call('POST', 'login', { body: {} });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ username: ['請填寫身分證字號或管理編號'], password: ['請填寫密碼'] });
    expect((await call('POST', 'login', { body: 'not json' })).status).toBe(400);
    const misshapen = await call('POST', 'login', { body: { username: {}, password: [] } });
    expect(misshapen.status).toBe(422);
    expect(misshapen.json.errors).toEqual({ username: ['請填寫身分證字號或管理編號'], password: ['請填寫密碼'] });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await login('Z999999999', 'demo2026');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('查無此帳號');
  });

  it('answers 4004 for a wrong password (case-sensitive)', async () => {
    const member = await memberWithPassword('abcd1234');
    const response = await login(member.identity_card, 'ABCD1234');
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: '帳號或密碼錯誤', status_from_backend: 4004 });
  });

  it('answers 4003 to a member who has not finished first login (C123456781), 4004 when the password is wrong too', async () => {
    const response = await login('C123456781', '19900517');
    expect(response.status).toBe(403);
    expect(response.json.status_from_backend).toBe(4003);
    const other = await memberWithPassword('19800101', { activated_at: null });
    expect((await login(other.identity_card, 'wrong')).json.status_from_backend).toBe(4004);
  });

  it('answers 4005 with the exit message to an exited member (E123456783)', async () => {
    const response = await login('E123456783', 'demo2026');
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: '您的傳銷權資格已退出，需先辦理重新入會', status_from_backend: 4005 });
  });

  it('gives the suspended member D223456784 a token; the profile carries credit_audit N for the suspension popup', async () => {
    const response = await login('D223456784', 'demo2026');
    expect(response.status).toBe(200);
    const profile = await call('GET', 'users', { token: response.json.access_token });
    expect(profile.json.data.credit_audit).toBe('N');
  });

  it('gives the expired member F123456784 a token; the profile shows the passed expiry_day and year PV under 6000', async () => {
    const response = await login('F123456784', 'demo2026');
    expect(response.status).toBe(200);
    const profile = await call('GET', 'users', { token: response.json.access_token });
    expect(profile.json.data.expiry_day < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(profile.json.data.pv.year_pv).toBeLessThan(6000);
  });

  it('answers 40041 at the fifth wrong password within a minute, then refuses even the right one', async () => {
    const member = await memberWithPassword('right1234');
    for (let i = 0; i < 4; i++)
      expect((await login(member.identity_card, `wrong${i}`)).json.status_from_backend).toBe(4004);
    const fifth = await login(member.identity_card, 'wrong5');
    expect(fifth.status).toBe(429);
    expect(fifth.json.status_from_backend).toBe(40041);
    const right = await login(member.identity_card, 'right1234');
    expect(right.status).toBe(429);
    expect(right.json.status_from_backend).toBe(40041);
  });

  it('forgets failures older than a minute, and a successful login clears the count', async () => {
    const member = await memberWithPassword('right1234');
    for (let i = 0; i < 5; i++) await login(member.identity_card, 'wrong');
    const db = await getDb();
    await db
      .update(loginAttempts)
      .set({ created_at: '2000-01-01 00:00:00' })
      .where(eq(loginAttempts.username, member.identity_card));
    expect((await login(member.identity_card, 'right1234')).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(member.identity_card, 'wrong');
    expect((await login(member.identity_card, 'right1234')).status).toBe(200);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.username, member.identity_card))).toHaveLength(
      0,
    );
  });

  it('counts failures per account, whether the username was the ID or the manage_id', async () => {
    const member = await memberWithPassword('right1234', { manage_id: 'M777777' });
    for (let i = 0; i < 2; i++) await login(member.identity_card, 'wrong');
    for (let i = 0; i < 2; i++) await login('M777777', 'wrong');
    expect((await login('M777777', 'wrong')).json.status_from_backend).toBe(40041);
  });

  it('never changes the member on a failed login', async () => {
    const db = await getDb();
    const [before] = await db.select().from(members).where(eq(members.identity_card, 'C123456781'));
    await login('C123456781', 'demo2026');
    const [after] = await db.select().from(members).where(eq(members.identity_card, 'C123456781'));
    expect(after).toEqual(before);
  });
});

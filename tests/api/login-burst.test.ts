import * as passwords from '@/backend/services/passwords';
import { MAX_FAILED_ATTEMPTS } from '@/backend/services/login-attempts';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { racing } from '../support/postgres';

withFreshDatabase();

// The real check, counted: how many passwords a burst gets to test.
jest.mock('@/backend/services/passwords', () => {
  const actual = jest.requireActual('@/backend/services/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const checks = jest.mocked(passwords.verifyPassword);

/**
 * The lockout holds against parallel requests (issue: 20 simultaneous guesses were all checked and the
 * right password inside the burst got a token): each attempt is counted before its password is checked,
 * so a burst meets the same five as a queue, on PGlite and on PostgreSQL with real parallel connections.
 */
const login = (username: string, password: string) => call('POST', 'login', { body: { username, password } });

async function memberWithPassword(password: string) {
  const { member } = await createMemberWithToken({
    password_hash: await passwords.hashPassword(password),
    mobile_phone01: '0911000111',
  });
  return member;
}

beforeEach(() => checks.mockClear());

describe('a burst of logins', () => {
  it('50 parallel attempts with the right password among them: at most five passwords checked, at most five wrong answers, a token only from a checked attempt', async () => {
    const member = await memberWithPassword('right1234');
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 25 ? 'right1234' : `wrong${i}abc`));
    const answers = await racing(() => Promise.all(guesses.map((password) => login(member.identity_card, password))));
    expect(checks.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
    const wrong = answers.filter((answer) => answer.json?.status_from_backend === 4004);
    const tokens = answers.filter((answer) => answer.status === 200);
    const locked = answers.filter((answer) => answer.json?.status_from_backend === 40041);
    expect(wrong.length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS - 1);
    expect(wrong.length + tokens.length + locked.length).toBe(50);
    // A token only if the right password was one of the checked ones.
    const rightChecked = checks.mock.calls.some(([password]) => password === 'right1234');
    expect(tokens.length).toBe(rightChecked ? 1 : 0);
  });

  it('once five wrong answers fill the window, the right password is refused (40041) without being checked', async () => {
    const member = await memberWithPassword('right1234');
    await racing(() => Promise.all(Array.from({ length: 20 }, (_, i) => login(member.identity_card, `wrong${i}abc`))));
    checks.mockClear();
    const right = await login(member.identity_card, 'right1234');
    expect(right.status).toBe(429);
    expect(right.json.status_from_backend).toBe(40041);
    expect(checks).not.toHaveBeenCalled();
  });

  it('PUT user/change-password: a burst of old-password guesses is checked at most five times', async () => {
    const { token } = await createMemberWithToken({
      password_hash: await passwords.hashPassword('right1234'),
      mobile_phone01: '0911000112',
    });
    const answers = await racing(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('PUT', 'user/change-password', {
            token,
            body: { old_password: `wrong${i}abc`, new_password: 'newpass123', password_confirmation: 'newpass123' },
          }),
        ),
      ),
    );
    expect(checks.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
    expect(answers.filter((answer) => answer.json?.status_from_backend === 40042).length).toBeLessThanOrEqual(
      MAX_FAILED_ATTEMPTS - 1,
    );
  });
});

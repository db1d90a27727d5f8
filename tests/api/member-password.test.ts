import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { members, otpCodes, resetTokens } from '@/backend/db/schema';
import { hashPassword } from '@/backend/services/passwords';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { captureLog } from '../support/log-lines';

withFreshDatabase();

const db = () => getDb();
const memberRow = async (identity: string) =>
  (await (await db()).select().from(members).where(eq(members.identity_card, identity)))[0];
const latestSms = async () =>
  (await call('GET', '_dev/sms')).json.data[0] as { phone: string; text: string; code: string; created_at: string };
/** Moves the member's codes back in time so the 60 s resend lock has passed. */
const ageCodes = async (memberId: number, seconds = 61) => {
  const past = new Date(Date.now() - seconds * 1000).toLocaleString('sv-SE', { timeZone: 'Asia/Taipei' });
  await (await db()).update(otpCodes).set({ created_at: past }).where(eq(otpCodes.member_id, memberId));
};
const login = (username: string, password: string) => call('POST', 'login', { body: { username, password } });

describe('first login: POST login?_first → otp/check → PUT reset-password', () => {
  it('refuses bad input, unknown accounts, activated members and a wrong birth date', async () => {
    const empty = await call('POST', 'login?_first', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ username: ['請填寫帳號'], password: ['請填寫密碼'] });
    expect(
      (await call('POST', 'login?_first', { body: { username: 'Z999999999', password: '19900517' } })).status,
    ).toBe(404);
    const activated = await call('POST', 'login?_first', { body: { username: 'A123456789', password: 'demo2026' } });
    expect(activated.status).toBe(403);
    expect(activated.json.status_from_backend).toBe(4002);
    const wrong = await call('POST', 'login?_first', { body: { username: 'C123456781', password: '19900518' } });
    expect(wrong.json.status_from_backend).toBe(4004);
    expect((await call('GET', '_dev/sms')).json.data).toHaveLength(0);
  });

  it('activates C123456781 through the SMS outbox and hands back the user and a token', async () => {
    const first = await call('POST', 'login?_first', { body: { username: 'C123456781', password: '19900517' } });
    expect(first.status).toBe(200);
    expect(first.json.phone_number).toBe('0912***678');

    const sms = await latestSms();
    expect(sms.phone).toBe('0912345678');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);

    const again = await call('POST', 'login?_first', { body: { username: 'C123456781', password: '19900517' } });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe('簡訊已重複發送');

    const wrongCode = sms.code === '000000' ? '111111' : '000000';
    const bad = await call('POST', 'otp/check', { body: { username: 'C123456781', otp: wrongCode } });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('OTP 驗證失敗');

    const checked = await call('POST', 'otp/check', { body: { username: 'C123456781', otp: sms.code } });
    expect(checked.status).toBe(200);
    const resetToken = checked.json.reset_token as string;
    expect(resetToken).toMatch(/^[\w-]{40,}$/);
    expect((await call('POST', 'otp/check', { body: { username: 'C123456781', otp: sms.code } })).status).toBe(422);

    const weak = await call('PUT', 'reset-password', {
      body: { username: 'C123456781', new_password: 'abc', reset_token: resetToken },
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors.new_password).toEqual(['密碼長度過短，最少 8 碼', '請填寫包含英文與數字的密碼']);
    const wrongToken = await call('PUT', 'reset-password', {
      body: { username: 'C123456781', new_password: 'newpass2026', reset_token: 'x'.repeat(43) },
    });
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.json.message).toBe('密碼更新失敗，請洽服務人員');
    expect((await memberRow('C123456781')).activated_at).toBeNull();

    const reset = await call('PUT', 'reset-password', {
      body: { username: 'C123456781', new_password: 'newpass2026', reset_token: resetToken },
    });
    expect(reset.status).toBe(200);
    expect(reset.json.user).toMatchObject({ identity_card: 'C123456781', name: '陳冠廷' });
    expect(reset.json.user.activated_at).not.toBeNull();
    expect(reset.json.user).not.toHaveProperty('password_hash');
    expect(reset.json.token).toMatchObject({ token_type: 'Bearer', expires_in: 28800 });
    expect((await call('GET', 'users', { token: reset.json.token.access_token })).status).toBe(200);

    expect(
      (
        await call('PUT', 'reset-password', {
          body: { username: 'C123456781', new_password: 'other2026x', reset_token: resetToken },
        })
      ).status,
    ).toBe(422);
    expect((await login('C123456781', '19900517')).json.status_from_backend).toBe(4004);
    expect((await login('C123456781', 'newpass2026')).status).toBe(200);
    expect(
      (await call('POST', 'login?_first', { body: { username: 'C123456781', password: 'newpass2026' } })).json
        .status_from_backend,
    ).toBe(4002);
  });
});

describe('forgot password: POST forgot-password → otp/check (otp/resend) → PUT reset-password', () => {
  it('refuses bad input, unknown, not activated and exited accounts', async () => {
    const empty = await call('POST', 'forgot-password', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ identity_card: ['請填寫身分證字號或統一編號'] });
    expect((await call('POST', 'forgot-password', { body: { identity_card: 'Z999999999' } })).status).toBe(404);
    const { member } = await createMemberWithToken({ activated_at: null, mobile_phone01: '0911222333' });
    expect(
      (await call('POST', 'forgot-password', { body: { identity_card: member.identity_card } })).json
        .status_from_backend,
    ).toBe(4003);
    expect(
      (await call('POST', 'forgot-password', { body: { identity_card: 'E123456783' } })).json.status_from_backend,
    ).toBe(4005);
    const otpEmpty = await call('POST', 'otp/check', { body: {} });
    expect(otpEmpty.json.errors).toEqual({ username: ['請填寫身分證字號或統一編號'], otp: ['請填寫 OTP 驗證碼'] });
  });

  it('resets G223456787 with a resent code; the old code and the old tokens stop working', async () => {
    const g = await memberRow('G223456787');
    const oldToken = (await login('G223456787', 'demo2026')).json.access_token;
    const sent = await call('POST', 'forgot-password', { body: { identity_card: 'G223456787' } });
    expect(sent.json).toEqual({ message: '驗證碼已發送', phone_number: '0963***456' });
    const firstCode = (await latestSms()).code;

    const tooSoon = await call('POST', 'otp/resend', { body: { identity_card: 'G223456787' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.message).toBe('簡訊已重複發送');
    await ageCodes(g.id);
    const resent = await call('POST', 'otp/resend', { body: { identity_card: 'G223456787' } });
    expect(resent.status).toBe(200);
    const secondCode = (await latestSms()).code;
    if (firstCode !== secondCode) {
      expect((await call('POST', 'otp/check', { body: { username: 'G223456787', otp: firstCode } })).status).toBe(422);
    }
    const checked = await call('POST', 'otp/check', { body: { username: 'G223456787', otp: secondCode } });
    expect(checked.status).toBe(200);

    const reset = await call('PUT', 'reset-password', {
      body: { username: 'G223456787', new_password: 'Forgot2026', reset_token: checked.json.reset_token },
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: '密碼已更新' });
    expect((await call('GET', 'users', { token: oldToken })).status).toBe(401);
    expect((await login('G223456787', 'demo2026')).json.status_from_backend).toBe(4004);
    expect((await login('G223456787', 'Forgot2026')).status).toBe(200);
  });

  it('refuses an expired code, and spends a code after five wrong tries', async () => {
    const { member } = await createMemberWithToken({
      mobile_phone01: '0911333444',
      password_hash: await hashPassword('abcd1234'),
    });
    await call('POST', 'forgot-password', { body: { identity_card: member.identity_card } });
    const code = (await latestSms()).code;
    await (
      await db()
    )
      .update(otpCodes)
      .set({ expires_at: '2000-01-01 00:00:00' })
      .where(eq(otpCodes.member_id, member.id));
    expect((await call('POST', 'otp/check', { body: { username: member.identity_card, otp: code } })).status).toBe(422);

    await ageCodes(member.id);
    await call('POST', 'otp/resend', { body: { identity_card: member.identity_card } });
    const fresh = (await latestSms()).code;
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', 'otp/check', { body: { username: member.identity_card, otp: wrong } })).status).toBe(
        422,
      );
    expect((await call('POST', 'otp/check', { body: { username: member.identity_card, otp: fresh } })).status).toBe(
      422,
    );
  });

  it("refuses an expired reset token and another member's reset token", async () => {
    const { member } = await createMemberWithToken({
      mobile_phone01: '0911444555',
      password_hash: await hashPassword('abcd1234'),
    });
    await call('POST', 'forgot-password', { body: { identity_card: member.identity_card } });
    const checked = await call('POST', 'otp/check', {
      body: { username: member.identity_card, otp: (await latestSms()).code },
    });
    const token = checked.json.reset_token;
    const other = await call('PUT', 'reset-password', {
      body: { username: 'B223456782', new_password: 'Stolen2026', reset_token: token },
    });
    expect(other.status).toBe(422);
    expect((await login('B223456782', 'demo2026')).status).toBe(200);
    await (
      await db()
    )
      .update(resetTokens)
      .set({ expires_at: '2000-01-01 00:00:00' })
      .where(eq(resetTokens.member_id, member.id));
    expect(
      (
        await call('PUT', 'reset-password', {
          body: { username: member.identity_card, new_password: 'Later2026', reset_token: token },
        })
      ).status,
    ).toBe(422);
  });

  it('a code lives 5 minutes; otp/resend continues only a request of the last 30 minutes', async () => {
    const { member } = await createMemberWithToken({ mobile_phone01: '0911555666' });
    await call('POST', 'forgot-password', { body: { identity_card: member.identity_card } });
    const [code] = await (await db()).select().from(otpCodes).where(eq(otpCodes.member_id, member.id));
    const seconds = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`) / 1000;
    expect(seconds(code.expires_at) - seconds(code.created_at)).toBe(5 * 60);

    await ageCodes(member.id, 29 * 60);
    expect((await call('POST', 'otp/resend', { body: { identity_card: member.identity_card } })).status).toBe(200);
    await ageCodes(member.id, 31 * 60);
    expect((await call('POST', 'otp/resend', { body: { identity_card: member.identity_card } })).status).toBe(404);
  });

  it('otp/resend needs an earlier request', async () => {
    const response = await call('POST', 'otp/resend', { body: { identity_card: '12345675' } });
    expect(response.status).toBe(404);
    expect((await call('POST', 'otp/resend', { body: {} })).status).toBe(422);
  });
});

describe('PUT user/change-password (old and new, then the SMS code)', () => {
  it('needs a token', async () => {
    expect(
      (await call('PUT', 'user/change-password', { body: { old_password: 'demo2026', new_password: 'abcd1234' } }))
        .status,
    ).toBe(401);
  });

  it('refuses missing and weak passwords with the spec messages', async () => {
    const token = (await login('12345675', 'demo2026')).json.access_token;
    const empty = await call('PUT', 'user/change-password', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ old_password: ['請填寫舊密碼'], new_password: ['請填寫新密碼'] });
    const weak = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'abcdefgh' },
    });
    expect(weak.json.errors.new_password).toEqual(['請填寫包含英文與數字的密碼']);
    const badOtp = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'abcd1234', otp: '12' },
    });
    expect(badOtp.json.errors.otp).toEqual(['請填寫驗證碼']);
  });

  it('answers 40042 for a wrong old password and changes nothing', async () => {
    const token = (await login('12345675', 'demo2026')).json.access_token;
    const response = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'wrong2026', new_password: 'abcd1234' },
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ message: '舊密碼錯誤', status_from_backend: 40042 });
    expect((await login('12345675', 'demo2026')).status).toBe(200);
  });

  it('sends a code, and changes the password only with that code and the same new password', async () => {
    const a = await memberRow('A123456789');
    const token = (await login('A123456789', 'demo2026')).json.access_token;
    const otherDevice = (await login('A123456789', 'demo2026')).json.access_token;
    const step1 = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'Change2026' },
    });
    expect(step1.status).toBe(200);
    expect(step1.json).toMatchObject({ otp_required: true, phone_number: '0912***222' });
    const sms = await latestSms();
    expect(sms.phone).toBe('0912111222');
    expect(
      (
        await call('PUT', 'user/change-password', {
          token,
          body: { old_password: 'demo2026', new_password: 'Change2026' },
        })
      ).status,
    ).toBe(429);

    const wrong = sms.code === '000000' ? '111111' : '000000';
    const bad = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'Change2026', otp: wrong },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('OTP 驗證失敗');
    const swapped = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'Other2026', otp: sms.code },
    });
    expect(swapped.status).toBe(422);
    expect((await login('A123456789', 'demo2026')).status).toBe(200);

    await ageCodes(a.id);
    await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'Change2026' },
    });
    const code = (await latestSms()).code;
    const done = await call('PUT', 'user/change-password', {
      token,
      body: { old_password: 'demo2026', new_password: 'Change2026', otp: code },
    });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('密碼已變更');
    expect((await call('GET', 'users', { token })).status).toBe(200);
    expect((await call('GET', 'users', { token: otherDevice })).status).toBe(401);
    expect((await login('A123456789', 'demo2026')).json.status_from_backend).toBe(4004);
    expect((await login('A123456789', 'Change2026')).status).toBe(200);
  });
});

describe('GET _dev/sms', () => {
  it('lists the outbox newest first with phone, text, code and created_at', async () => {
    const list = (await call('GET', '_dev/sms')).json.data;
    expect(list.length).toBeGreaterThan(2);
    expect(Object.keys(list[0]).sort()).toEqual(['code', 'created_at', 'phone', 'text']);
    const times = list.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('notes each SMS in the log, without the number, the text or the code', async () => {
    const log = captureLog();
    try {
      await call('POST', 'forgot-password', { body: { identity_card: 'B223456782' } });
      const sms = await latestSms();
      expect(log.lines().filter((line) => line.event === 'sms')).toHaveLength(1);
      for (const secret of [sms.phone, sms.code, sms.text]) expect(log.text()).not.toContain(secret);
    } finally {
      log.stop();
    }
  });

  it('does not exist when DEMO_MODE=0 or API_BASE_URL is set', async () => {
    const saved = { ...process.env };
    try {
      process.env.DEMO_MODE = '0';
      expect((await call('GET', '_dev/sms')).status).toBe(404);
      delete process.env.DEMO_MODE;
      process.env.API_BASE_URL = 'https://api.example.com/api';
      expect((await call('GET', '_dev/sms')).status).toBe(404);
    } finally {
      process.env = saved;
    }
  });
});

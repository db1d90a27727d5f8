import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { members, offices } from '@/backend/db/schema';
import { taipeiDate } from '@/lib/domain/clock';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

const tokenOf = async (username: string) =>
  (await call('POST', 'login', { body: { username, password: 'demo2026' } })).json.access_token as string;
const memberRow = async (identity: string) =>
  (await (await getDb()).select().from(members).where(eq(members.identity_card, identity)))[0];

describe('GET users', () => {
  it("answers the member of spec-coverage “Members: embedded API” with territory, this month's figures and the renewal date, never the password hash", async () => {
    const response = await call('GET', 'users', { token: await tokenOf('A123456789') });
    expect(response.status).toBe(200);
    const user = response.json.data;
    expect(user).toMatchObject({
      identity_card: 'A123456789',
      manage_id: 'M000001',
      name: '林志明',
      hierarchical: '傳銷商',
      is_tester: 0,
      credit_audit: null,
      exited_at: null,
    });
    for (const field of [
      'web_name',
      'birthday',
      'email',
      'email_verified_at',
      'character_auth',
      'company_owner',
      'home_phone',
      'mailing_address',
      'residence_address',
      'mobile_phone01',
      'mobile_phone02',
      'spouse_name',
      'spouse_identity_card',
      'sales_territory_id',
      'barcode01',
      'barcode02',
      'barcode03',
      'expiry_day',
      'created_at',
    ]) {
      expect(user).toHaveProperty(field);
    }
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(response.json)).not.toContain('scrypt$');
    expect(user.sales_territory).toEqual({ id: user.sales_territory_id, name: '臺中總公司', code: '03' });
    expect(user.pv.year_pv).toBeGreaterThanOrEqual(6000);
    expect(Object.keys(user.pv).sort()).toEqual(
      [
        'pv',
        'team_pv',
        'master_team_pv',
        'pre_pv',
        'pre_team_pv',
        'pre_master_team_pv',
        'accumulated_team_pv',
        'pre_accumulated_team_pv',
        'cost_pv',
        'pre_tour_pv',
        'tour_pv',
        'tour_yyyymm',
        'year_pv',
      ].sort(),
    );
    expect(user.renewal_expiry_date > taipeiDate(new Date())).toBe(true);
  });

  it('shows the tester flag and the hierarchy of B and of the business member', async () => {
    expect((await call('GET', 'users', { token: await tokenOf('B223456782') })).json.data).toMatchObject({
      is_tester: 1,
      hierarchical: '堂主',
    });
    expect((await call('GET', 'users', { token: await tokenOf('12345675') })).json.data).toMatchObject({
      hierarchical: '督導',
      company_owner: '張富祥',
    });
  });
});

describe('PUT user', () => {
  it('updates the e-mail (and clears its verification), G who had none included', async () => {
    const token = await tokenOf('G223456787');
    const response = await call('PUT', 'user', {
      token,
      body: { email: 'yating.liu@example.com.tw', confirm_email: 'yating.liu@example.com.tw' },
    });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ email: 'yating.liu@example.com.tw', email_verified_at: null });
    expect((await memberRow('G223456787')).email).toBe('yating.liu@example.com.tw');
  });

  it('refuses bad e-mails with the spec messages and changes nothing', async () => {
    const token = await tokenOf('A123456789');
    const before = await memberRow('A123456789');
    const cases: [unknown, string][] = [
      ['', '請填寫電子信箱'],
      ['zhiming.example.com', '請再次確認電子信箱是否相同 (限半形，中英文並一定要有@才是正確的 MAIL 格式)'],
      ['ｚｈｉｍｉｎｇ@example.com', '請再次確認電子信箱是否相同 (限半形，中英文並一定要有@才是正確的 MAIL 格式)'],
      ['zhiming@', '請填寫正確的電子信箱格式'],
    ];
    for (const [email, message] of cases) {
      const response = await call('PUT', 'user', { token, body: { email } });
      expect(response.status).toBe(422);
      expect(response.json.errors.email[0]).toBe(message);
    }
    const misshapen = await call('PUT', 'user', { token, body: { email: ['a@example.com'] } });
    expect(misshapen.status).toBe(422);
    expect(misshapen.json.errors.email).toEqual(['請填寫電子信箱']);
    const mismatch = await call('PUT', 'user', {
      token,
      body: { email: 'a@example.com', confirm_email: 'b@example.com' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.confirm_email).toEqual(['電子信箱不一致']);
    expect(await memberRow('A123456789')).toEqual(before);
  });

  it('updates the sales territory only to an office open for performance', async () => {
    const token = await tokenOf('B223456782');
    const db = await getDb();
    const [taoyuan] = await db.select().from(offices).where(eq(offices.code, '02'));
    const [hualien] = await db.select().from(offices).where(eq(offices.code, '06'));
    const ok = await call('PUT', 'user', { token, body: { sales_territory_id: taoyuan.id } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.sales_territory).toEqual({ id: taoyuan.id, name: '桃園營業所', code: '02' });

    const closed = await call('PUT', 'user', { token, body: { sales_territory_id: hualien.id } });
    expect(closed.status).toBe(422);
    expect(closed.json.message).toBe('此地區無法登記業績');
    expect((await call('PUT', 'user', { token, body: { sales_territory_id: 99999 } })).status).toBe(422);
    expect((await call('PUT', 'user', { token, body: { sales_territory_id: 999999999999 } })).status).toBe(422);
    expect((await call('PUT', 'user', { token, body: { sales_territory_id: { id: 1 } } })).status).toBe(422);
    const empty = await call('PUT', 'user', { token, body: { sales_territory_id: '' } });
    expect(empty.json.errors.sales_territory_id).toEqual(['請選擇業績地區']);
    expect((await memberRow('B223456782')).sales_territory_id).toBe(taoyuan.id);
  });

  it('takes exactly one of e-mail or territory, and ignores fields members may not edit', async () => {
    const token = await tokenOf('12345675');
    expect((await call('PUT', 'user', { token, body: {} })).status).toBe(422);
    expect((await call('PUT', 'user', { token, body: { email: 'x@example.com', sales_territory_id: 1 } })).status).toBe(
      422,
    );
    const sneaky = await call('PUT', 'user', {
      token,
      body: { email: 'service@fuxiang.example.com.tw', name: '改名', is_tester: 1 },
    });
    expect(sneaky.status).toBe(200);
    expect(await memberRow('12345675')).toMatchObject({ name: '富祥國際有限公司', is_tester: 0 });
  });

  it('needs a token', async () => {
    expect((await call('PUT', 'user', { body: { email: 'x@example.com' } })).status).toBe(401);
  });
});

describe('GET renewal_settings and GET performances', () => {
  it('answers the renewal settings with a renewal_expiry_date', async () => {
    const response = await call('GET', 'renewal_settings', { token: await tokenOf('A123456789') });
    expect(response.status).toBe(200);
    expect(response.json.data[0].renewal_expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers this month's figures with the hierarchy, for a 堂主 with master-group PV", async () => {
    const response = await call('GET', 'performances', { token: await tokenOf('B223456782') });
    expect(response.status).toBe(200);
    const yyyymm = taipeiDate(new Date()).slice(0, 7).replace('-', '');
    expect(response.json.data).toMatchObject({ hierarchical: '堂主', yyyymm, exited_at: null });
    expect(response.json.data.pv.master_team_pv).toBeGreaterThan(0);
    expect(response.json.data.renewal_expiry_date).toBeTruthy();
  });

  it('needs a token', async () => {
    expect((await call('GET', 'performances')).status).toBe(401);
    expect((await call('GET', 'renewal_settings')).status).toBe(401);
  });
});

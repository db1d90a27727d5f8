import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { generalAddresses, members, offices, performances, renewalSettings } from '@/backend/db/schema';
import { hashPassword, verifyPassword } from '@/backend/services/passwords';
import { taipeiDate } from '@/lib/domain/clock';
import { isRocIdentity } from '@/lib/domain/validation/rules';
import { withFreshDatabase } from '../support/api';

withFreshDatabase();

type Row = typeof members.$inferSelect;
let rows: Row[] = [];
const member = (username: string) => {
  const row = rows.find((r) => r.identity_card === username);
  if (!row) throw new Error(`no demo member ${username}`);
  return row;
};
const today = () => taipeiDate(new Date());
const thisMonth = () => today().slice(0, 7).replace('-', '');

beforeAll(async () => {
  rows = await (await getDb()).select().from(members);
});

describe('password hashing (scrypt, per-user salt)', () => {
  it('verifies the right password only, and salts every hash differently', async () => {
    const first = await hashPassword('demo2026');
    const second = await hashPassword('demo2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('demo2026', first)).toBe(true);
    expect(await verifyPassword('Demo2026', first)).toBe(false);
    expect(await verifyPassword('demo2026', 'plain-text')).toBe(false);
  });
});

describe('demo members (the README’s table)', () => {
  it('holds the eight demo members with valid national IDs, and passwords only as scrypt hashes', async () => {
    const usernames = [
      'A123456789',
      'B223456782',
      '12345675',
      'C123456781',
      'D223456784',
      'E123456783',
      'F123456784',
      'G223456787',
    ];
    for (const username of usernames) {
      const row = member(username);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('demo2026');
      if (/^[A-Z]/.test(username)) expect(isRocIdentity(username)).toBe(true);
      const password = username === 'C123456781' ? '19900517' : 'demo2026';
      expect(await verifyPassword(password, row.password_hash)).toBe(true);
    }
  });

  it('A123456789 is a 傳銷商 with e-mail, manage_id M000001, year PV ≥ 6000 and two saved recipients', async () => {
    const db = await getDb();
    const a = member('A123456789');
    expect(a.hierarchical).toBe('傳銷商');
    expect(a.manage_id).toBe('M000001');
    expect(a.email).toMatch(/@/);
    const current = (await db.select().from(performances).where(eq(performances.member_id, a.id))).find(
      (r) => r.yyyymm === thisMonth(),
    );
    expect(current?.year_pv).toBeGreaterThanOrEqual(6000);
    expect(await db.select().from(generalAddresses).where(eq(generalAddresses.member_id, a.id))).toHaveLength(2);
  });

  it('B is a tester and 堂主; 12345675 is a business member (tax number) and 督導', () => {
    expect(member('B223456782')).toMatchObject({ is_tester: 1, hierarchical: '堂主' });
    expect(member('12345675')).toMatchObject({ hierarchical: '督導' });
    expect(member('12345675').identity_card).toMatch(/^\d{8}$/);
  });

  it('C has not finished first login, born 1990-05-17, mobile 0912345678', () => {
    expect(member('C123456781')).toMatchObject({
      activated_at: null,
      birthday: '1990-05-17',
      mobile_phone01: '0912345678',
    });
    for (const row of rows.filter((r) => r.identity_card !== 'C123456781')) expect(row.activated_at).not.toBeNull();
  });

  it('D is suspended (credit_audit N), E exited, G has no e-mail', () => {
    expect(member('D223456784').credit_audit).toBe('N');
    expect(member('E123456783').exited_at).not.toBeNull();
    expect(member('G223456787').email).toBeNull();
    const others = rows.filter((r) => !['D223456784', 'E123456783'].includes(r.identity_card));
    for (const row of others) {
      expect(row.credit_audit).toBeNull();
      expect(row.exited_at).toBeNull();
    }
  });

  it('F is expired (expiry_day passed) with year PV under 6000; the others are still valid', async () => {
    const db = await getDb();
    const f = member('F123456784');
    expect(f.expiry_day! < today()).toBe(true);
    const current = (await db.select().from(performances).where(eq(performances.member_id, f.id))).find(
      (r) => r.yyyymm === thisMonth(),
    );
    expect(current?.year_pv).toBeLessThan(6000);
    for (const row of rows.filter((r) => r.identity_card !== 'F123456784'))
      expect(row.expiry_day! >= today()).toBe(true);
  });

  it('every member has a sales territory that is open for performance, and figures for this and last month', async () => {
    const db = await getDb();
    const territories = await db.select().from(offices).where(eq(offices.is_sales_territory_use, 1));
    const all = await db.select().from(performances);
    for (const row of rows) {
      expect(territories.map((o) => o.id)).toContain(row.sales_territory_id);
      expect(all.filter((p) => p.member_id === row.id)).toHaveLength(2);
    }
  });

  it('has a renewal setting with a renewal_expiry_date after today', async () => {
    const [setting] = await (await getDb()).select().from(renewalSettings);
    expect(setting.renewal_expiry_date > today()).toBe(true);
  });
});

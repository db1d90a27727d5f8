import { count, desc } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { contactInquiries } from '@/backend/db/schema';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

const valid = {
  sub: '商品諮詢',
  name: '王小明',
  phone: '0912345678',
  email: 'ming@example.com',
  content: '請問開運手鍊的製作時間需要多久？',
};

const storedCount = async () => (await (await getDb()).select({ total: count() }).from(contactInquiries))[0].total;

describe('contact page', () => {
  it('answers the intro text of the contact page', async () => {
    const { status, json } = await call('GET', 'contacts');
    expect(status).toBe(200);
    expect(json.data[0].content.length).toBeGreaterThan(0);
  });

  it('stores a valid inquiry and answers 201 with a message', async () => {
    const before = await storedCount();
    const { status, json } = await call('POST', 'mail-to-tocin', { body: { ...valid, name: ' Mary Chen ' } });
    expect(status).toBe(201);
    expect(json.message).toEqual(expect.any(String));
    expect(await storedCount()).toBe(before + 1);
    const [stored] = await (await getDb()).select().from(contactInquiries).orderBy(desc(contactInquiries.id)).limit(1);
    expect(stored).toMatchObject({ ...valid, name: 'Mary Chen' });
  });

  it.each([
    ['sub', { sub: '' }, '請填寫主旨'],
    ['name', { name: undefined }, '請填寫姓名'],
    ['name', { name: '王小明2' }, '姓名僅限填寫中文或英文'],
    ['name', { name: '王<script>' }, '姓名僅限填寫中文或英文'],
    ['phone', { phone: '' }, '請填寫聯絡電話'],
    ['phone', { phone: '091234567' }, '聯絡電話格式錯誤，請填寫 10 碼數字'],
    ['phone', { phone: '09-1234567' }, '聯絡電話格式錯誤，請填寫 10 碼數字'],
    ['phone', { phone: '09123456789' }, '聯絡電話格式錯誤，請填寫 10 碼數字'],
    ['email', { email: '' }, '請填寫電子信箱'],
    ['email', { email: 'ming@' }, '請填寫正確的電子信箱格式'],
    ['content', { content: '   ' }, '請填寫內容'],
  ])('refuses a bad %s (%j) with 422 and its message, storing nothing', async (field, change, message) => {
    const before = await storedCount();
    const response = await call('POST', 'mail-to-tocin', { body: { ...valid, ...change } });
    expect(response.status).toBe(422);
    expect(response.json.errors[field]).toEqual([message]);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(response.json.message).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const response = await call('POST', 'mail-to-tocin', { body: {} });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['content', 'email', 'name', 'phone', 'sub']);
  });

  it('refuses an unreadable body with 400', async () => {
    const response = await call('POST', 'mail-to-tocin', { body: '{not json' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBeTruthy();
  });
});

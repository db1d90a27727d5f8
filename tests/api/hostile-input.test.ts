import { count, eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { characters, contactInquiries, ebookClasses, generalAddresses } from '@/backend/db/schema';
import { handle } from '@/backend';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { recipient, solarChartBody } from '../support/member-records';

withFreshDatabase();

/** Issue 12: a probe of malformed requests found 500s; each kind answers a 4xx JSON in Chinese now. */
const CJK = /[\u3400-\u9fff]/;
const inquiries = async () => (await (await getDb()).select({ n: count() }).from(contactInquiries))[0].n;
const chartsOf = async (memberId: number) =>
  (await getDb()).select().from(characters).where(eq(characters.member_id, memberId));
const addressesOf = async (memberId: number) =>
  (await getDb()).select().from(generalAddresses).where(eq(generalAddresses.member_id, memberId));

const inquiry = {
  sub: '商品諮詢',
  name: '王小明',
  phone: '0912345678',
  email: 'ming@example.com',
  content: '請問開運手鍊的製作時間？',
};

describe('a NUL (or other control) character in a body is a 400 and nothing is stored', () => {
  it.each([
    ['POST', 'login', { username: 'a\u0000b', password: 'x' }],
    ['POST', 'forgot-password', { identity_card: 'A12345\u00006789' }],
    ['POST', 'otp/check', { username: 'A123456789', otp: '12345\u0000' }],
    ['POST', 'otp/resend', { identity_card: '\u0000' }],
    ['PUT', 'reset-password', { username: 'A123456789', new_password: 'abc12345\u0000', reset_token: 'x' }],
    ['POST', 'login', { username: 'A123456789', password: 'demo2026\u001b' }],
  ])('%s %s', async (method, path, body) => {
    const response = await call(method, path, { body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: '請求內容含有不允許的控制字元' });
  });

  it('mail-to-tocin and a saved recipient (city, district) store nothing', async () => {
    const before = await inquiries();
    expect((await call('POST', 'mail-to-tocin', { body: { ...inquiry, content: 'a\u0000b' } })).json).toEqual({
      message: '請求內容含有不允許的控制字元',
    });
    expect(await inquiries()).toBe(before);

    const { member, token } = await createMemberWithToken();
    for (const change of [{ city: '臺北\u0000市' }, { district: '\u0000' }]) {
      const response = await call('POST', 'user/general-addresses', { token, body: { ...recipient, ...change } });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('請求內容含有不允許的控制字元');
    }
    expect(await addressesOf(member.id)).toHaveLength(0);
  });

  it('keeps tabs and line breaks (multi-line contact text)', async () => {
    expect(
      (await call('POST', 'mail-to-tocin', { body: { ...inquiry, content: '第一行\r\n第二行\t完' } })).status,
    ).toBe(201);
  });
});

describe('a NUL in a query string or path is a 400', () => {
  it.each(['products/search?keyword=a%00b', 'products?page=1&x=%00', 'products/number-search/a%00b', 'offices/%00'])(
    'GET %s',
    async (path) => {
      const response = await call('GET', path);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: '網址含有不允許的控制字元' });
    },
  );

  it('GET user/characters?searchText=a%00b', async () => {
    const { token } = await createMemberWithToken();
    const response = await call('GET', 'user/characters?searchText=a%00b', { token });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('網址含有不允許的控制字元');
  });
});

describe('body keys named like Object.prototype members are ignored, never a crash', () => {
  const keys = [
    'constructor',
    '__proto__',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    '__defineGetter__',
  ];

  it.each(keys)('forgot-password with %s answers as without it', async (key) => {
    const response = await call('POST', 'forgot-password', { body: `{"${key}":1,"identity_card":"X"}` });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: '查無此帳號' });
  });

  it('every endpoint validated with yup answers a 4xx with a Chinese message', async () => {
    const { token } = await createMemberWithToken();
    const hostile = `{${keys.map((key) => `"${key}":{"toString":1}`).join(',')}}`;
    const issue = (await call('GET', 'ebook-classes')).json.data[0].id;
    const endpoints: [string, string, string | undefined][] = [
      ['POST', 'login', undefined],
      ['POST', 'login?_first', undefined],
      ['POST', 'forgot-password', undefined],
      ['POST', 'otp/check', undefined],
      ['POST', 'otp/resend', undefined],
      ['PUT', 'reset-password', undefined],
      ['POST', 'mail-to-tocin', undefined],
      ['PUT', `ebook-classes/${issue}/count`, undefined],
      ['PUT', 'user', token],
      ['PUT', 'user/change-password', token],
      ['POST', 'user/general-addresses', token],
      ['POST', 'user/general-addresses/batch-delete', token],
      ['POST', 'user/characters', token],
      ['POST', 'user/characters/batch-delete', token],
    ];
    for (const [method, path, bearer] of endpoints) {
      const response = await call(method, path, { body: hostile, token: bearer });
      expect([path, response.status]).toEqual([path, 422]);
      expect(response.json.message).toMatch(CJK);
    }
  });
});

describe('object values whose toString is not a function (natal charts)', () => {
  it('POST user/characters with name {"toString":1} is the missing-name 422 and stores nothing', async () => {
    const { member, token } = await createMemberWithToken();
    const body = JSON.stringify({ ...solarChartBody, name: '@' }).replace('"@"', '{"toString":1}');
    const response = await call('POST', 'user/characters', { token, body });
    expect(response.status).toBe(422);
    expect(response.json.errors.name).toEqual(['請填寫姓名']);
    for (const field of ['gender', 'calendar', 'hour', 'birth_at']) {
      const other = await call('POST', 'user/characters', {
        token,
        body: JSON.stringify({ ...solarChartBody, [field]: '@' }).replace('"@"', '{"valueOf":1,"toString":1}'),
      });
      expect([field, other.status]).toEqual([field, 422]);
    }
    expect(await chartsOf(member.id)).toHaveLength(0);
  });

  it('batch-delete with such a _method or id is a 422 and deletes nothing', async () => {
    const { member, token } = await createMemberWithToken();
    const id = (await call('POST', 'user/characters', { token, body: solarChartBody })).json.data.id;
    const cases: [string, string, string][] = [
      [`{"_method":{"toString":1},"id":[${id}]}`, '_method', '_method 須為 delete'],
      [`{"_method":"delete","id":[{"toString":1}]}`, 'id', '請選擇要刪除的命盤'],
      [`{"_method":"delete","id":{"toString":1}}`, 'id', '請選擇要刪除的命盤'],
      [`{"_method":"delete","id":[true]}`, 'id', '請選擇要刪除的命盤'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', 'user/characters/batch-delete', { token, body });
      expect(response.status).toBe(422);
      expect(response.json.errors[field]).toEqual([message]);
    }
    expect(await chartsOf(member.id)).toHaveLength(1);
  });
});

describe('malformed percent-encoding in a URL is a 400', () => {
  it.each(['products/%zz', 'products/%E0%A4%A', 'offices/%', 'products/search?keyword=%zz', 'products?page=%E0%A4'])(
    'GET %s',
    async (path) => {
      const response = await call('GET', path);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: '網址編碼格式錯誤' });
    },
  );
});

describe('methods the API has no route for', () => {
  it.each(['PROPFIND', 'TRACK2', 'CONNECTX'])('%s is a 405 JSON', async (method) => {
    const response = await handle(new Request('http://embedded.local/api/web/products', { method }));
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: '不支援此請求方法' });
    expect(response.headers.get('allow')).toContain('GET');
  });
});

describe('body size', () => {
  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const before = await inquiries();
    const response = await call('POST', 'mail-to-tocin', { body: { ...inquiry, padding: 'x'.repeat(2_000_000) } });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: '請求內容過大，上限為 1 MB' });
    expect(await inquiries()).toBe(before);
  });

  it('counts the bytes actually sent, whatever Content-Length says (chunked body)', async () => {
    const chunk = new TextEncoder().encode(`{"sub":"${'x'.repeat(600_000)}`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request('http://embedded.local/api/web/mail-to-tocin', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const response = await handle(request);
    expect(response.status).toBe(413);
  });

  it('accepts a body just under the limit (the limit is not the validation)', async () => {
    const response = await call('POST', 'mail-to-tocin', { body: { ...inquiry, padding: 'x'.repeat(1_000_000) } });
    expect(response.status).toBe(201);
  });
});

describe('nesting', () => {
  it.each([17, 500_000])('a body nested %i levels deep is a 400 and stores nothing', async (depth) => {
    const before = await inquiries();
    const response = await call('POST', 'mail-to-tocin', { body: `{"sub":${'['.repeat(depth)}${']'.repeat(depth)}}` });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: '無法解析請求內容' });
    expect(await inquiries()).toBe(before);
  });
});

describe('PUT ebook-classes/{id}/count with a body id that is not a number', () => {
  it.each([[[]], [{}], [[7]], [true]])('id %j is a 422 and counts nothing', async (id) => {
    const issue = (await call('GET', 'ebook-classes')).json.data[0];
    const stored = async () =>
      (await (await getDb()).select().from(ebookClasses).where(eq(ebookClasses.id, issue.id)))[0];
    const before = await stored();
    const response = await call('PUT', `ebook-classes/${issue.id}/count`, { body: { id, view_from: 'mobile' } });
    expect(response.status).toBe(422);
    expect(response.json.errors.id).toEqual(['月刊編號格式錯誤']);
    expect((await stored()).view_count_mobile).toBe(before.view_count_mobile);
  });
});

describe('an object or list where an optional text field is expected (found by tests/api/fuzz.test.ts)', () => {
  // string().trim() called value.trim() on the stand-in list: TypeError, a 500.
  it.each([[{}], [[]], [{ toString: 1 }]])(
    'PUT user confirm_email %j is a 422 and changes nothing',
    async (confirm) => {
      const { member, token } = await createMemberWithToken({ email: 'before@example.com' });
      const response = await call('PUT', 'user', {
        token,
        body: { email: 'after@example.com', confirm_email: confirm },
      });
      expect(response.status).toBe(422);
      expect(response.json.errors.confirm_email).toEqual(['欄位 confirm_email 格式錯誤']);
      const stored = (await call('GET', 'users', { token })).json.data;
      expect([stored.id, stored.email]).toEqual([member.id, 'before@example.com']);
    },
  );

  it("POST orders with origin_device {} is a 422 with the schema's own message and orders nothing", async () => {
    const { readyToOrder, submitOrder } = await import('../support/orders');
    const { token, payload } = await readyToOrder();
    const response = await submitOrder(token, { ...payload, origin_device: {} });
    expect(response.status).toBe(422);
    expect(response.json.errors.origin_device).toEqual(['系統錯誤']);
    expect((await call('GET', 'orders', { token })).json.total).toBe(0);
  });
});

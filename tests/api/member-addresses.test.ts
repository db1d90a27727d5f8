import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { generalAddresses } from '@/backend/db/schema';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { recipient } from '../support/member-records';
import { racing } from '../support/postgres';

withFreshDatabase();

/** POST user/general-addresses as the member of `token`. */
const addAddress = (token: string, body: unknown) => call('POST', 'user/general-addresses', { token, body });
const rowsOf = async (memberId: number) =>
  (await getDb()).select().from(generalAddresses).where(eq(generalAddresses.member_id, memberId));

describe('saved recipients of the demo member A123456789', () => {
  it("lists A's two recipients with the combined address", async () => {
    const token = (await call('POST', 'login', { body: { username: 'A123456789', password: 'demo2026' } })).json
      .access_token;
    const response = await call('GET', 'user/general-addresses', { token });
    expect(response.status).toBe(200);
    expect(response.json.data).toHaveLength(2);
    expect(response.json.data[0]).toMatchObject({ name: '林志明', full_address: '407臺中市西屯區市政路386號5樓' });
    expect(response.json.data[0]).not.toHaveProperty('member_id');
  });
});

describe('user/general-addresses CRUD', () => {
  it("creates, reads, updates and deletes the caller's own rows", async () => {
    const { token } = await createMemberWithToken();
    const created = await addAddress(token, recipient);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ ...recipient, full_address: '104臺北市中山區南京東路二段100號3樓' });
    const id = created.json.data.id;

    expect((await call('GET', `user/general-addresses/${id}`, { token })).json.data.name).toBe('王小明');
    const updated = await call('PUT', `user/general-addresses/${id}`, {
      token,
      body: { ...recipient, name: 'Mary Chen', address: '中山北路(二段)-5號' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ name: 'Mary Chen', address: '中山北路(二段)-5號' });

    const deleted = await call('POST', 'user/general-addresses/batch-delete', {
      token,
      body: { _method: 'delete', id: [id] },
    });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `user/general-addresses/${id}`, { token })).status).toBe(404);
    expect((await call('GET', 'user/general-addresses', { token })).json.data).toEqual([]);
  });

  it('refuses bad recipients with the §5 messages and stores nothing', async () => {
    const { member, token } = await createMemberWithToken();
    const empty = await addAddress(token, {});
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      name: ['請填寫收件人姓名'],
      phone: ['請填寫收件人電話'],
      postal_code: ['請填寫郵遞區號'],
      city: ['請選擇縣市'],
      district: ['請選擇鄉鎮市區'],
      address: ['請填寫收件地址'],
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '王小明!' }, 'name', '收件人姓名限填中文、英文或空白'],
      [{ phone: '09-1122233' }, 'phone', '收件人電話限填數字，最多 10 碼'],
      [{ phone: '09112223334' }, 'phone', '收件人電話限填數字，最多 10 碼'],
      [{ postal_code: '10' }, 'postal_code', '郵遞區號須為 3 至 6 碼數字'],
      [{ postal_code: '1040A' }, 'postal_code', '郵遞區號須為 3 至 6 碼數字'],
      [{ address: '南京東路#100號' }, 'address', '請正確填寫收件地址，不可包含特殊符號'],
      [{ address: '南京東路（二段）' }, 'address', '請正確填寫收件地址，不可包含特殊符號'],
    ];
    for (const [change, field, message] of cases) {
      const response = await addAddress(token, { ...recipient, ...change });
      expect(response.status).toBe(422);
      expect(response.json.errors[field]).toEqual([message]);
    }
    const misshapen = await addAddress(token, {
      name: ['x'],
      phone: { n: 1 },
      postal_code: null,
      city: true,
      district: {},
      address: [5],
    });
    expect(misshapen.status).toBe(422);
    expect(misshapen.json.errors.name).toEqual(['請填寫收件人姓名']);
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it('holds at most 11 rows: the twelfth answers 已達最大筆數', async () => {
    const { member, token } = await createMemberWithToken();
    for (let i = 0; i < 11; i++) expect((await addAddress(token, recipient)).status).toBe(201);
    const twelfth = await addAddress(token, recipient);
    expect(twelfth.status).toBe(422);
    expect(twelfth.json.message).toBe('已達最大筆數');
    expect(await rowsOf(member.id)).toHaveLength(11);
  });

  it('counts the 11 under a lock: 15 adds sent at once save 11, the rest answer 已達最大筆數', async () => {
    const { member, token } = await createMemberWithToken();
    const answers = await racing(() => Promise.all(Array.from({ length: 15 }, () => addAddress(token, recipient))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(11);
    expect(answers.filter((answer) => answer.json?.message === '已達最大筆數')).toHaveLength(4);
    expect(await rowsOf(member.id)).toHaveLength(11);
  });

  it('refuses bad batch-delete bodies', async () => {
    const { token } = await createMemberWithToken();
    const id = (await addAddress(token, recipient)).json.data.id;
    for (const body of [
      { _method: 'delete', id: [] },
      { _method: 'delete' },
      { _method: 'delete', id: ['x'] },
      { _method: 'delete', id: [-1] },
      { _method: 'put', id: [id] },
      { _method: 'delete', id: 'abc' },
      { _method: 'delete', id: [999999999999] },
    ]) {
      expect((await call('POST', 'user/general-addresses/batch-delete', { token, body })).status).toBe(422);
    }
    expect((await call('GET', `user/general-addresses/${id}`, { token })).status).toBe(200);
    expect((await call('GET', 'user/general-addresses/abc', { token })).status).toBe(404);
  });

  it('refuses a batch-delete without `_method` with its one message', async () => {
    const { token } = await createMemberWithToken();
    const response = await call('POST', 'user/general-addresses/batch-delete', { token, body: { id: [1] } });
    expect([response.status, response.json.errors._method]).toEqual([422, ['_method 必須為 delete']]);
  });

  it('needs a token', async () => {
    expect((await call('GET', 'user/general-addresses')).status).toBe(401);
    expect((await call('POST', 'user/general-addresses', { body: recipient })).status).toBe(401);
  });
});

describe("one member can never read or change another's recipients", () => {
  it("answers 404 for another member's id on GET, PUT and batch-delete, and nothing changes", async () => {
    const owner = await createMemberWithToken();
    const intruder = await createMemberWithToken();
    const mine = (await addAddress(intruder.token, recipient)).json.data.id;
    const theirs = (await addAddress(owner.token, recipient)).json.data.id;
    const before = await rowsOf(owner.member.id);

    expect((await call('GET', `user/general-addresses/${theirs}`, { token: intruder.token })).status).toBe(404);
    expect(
      (
        await call('PUT', `user/general-addresses/${theirs}`, {
          token: intruder.token,
          body: { ...recipient, name: '冒名者' },
        })
      ).status,
    ).toBe(404);
    const both = await call('POST', 'user/general-addresses/batch-delete', {
      token: intruder.token,
      body: { _method: 'delete', id: [mine, theirs] },
    });
    expect(both.status).toBe(404);
    expect(
      (await call('GET', 'user/general-addresses', { token: intruder.token })).json.data.map(
        (row: { id: number }) => row.id,
      ),
    ).toEqual([mine]);
    expect(await rowsOf(owner.member.id)).toEqual(before);
    expect(
      (await call('GET', 'user/general-addresses', { token: intruder.token })).json.data.every(
        (row: { id: number }) => row.id !== theirs,
      ),
    ).toBe(true);
  });
});

describe('the city and district belong to the postal code (the shipping fee goes by the code)', () => {
  it('a Taipei code beside a Kinmen city and district is 422 on postal_code, on add and on change, and nothing is saved', async () => {
    const { member, token } = await createMemberWithToken();
    const kinmen = { ...recipient, postal_code: '100', city: '金門縣', district: '金沙鎮', address: '環島北路1號' };
    const added = await addAddress(token, kinmen);
    expect(added.status).toBe(422);
    expect(added.json.errors).toEqual({ postal_code: ['郵遞區號與縣市、鄉鎮市區不符，請重新確認'] });
    expect(await rowsOf(member.id)).toHaveLength(0);
    const saved = await addAddress(token, recipient);
    expect(saved.status).toBe(201);
    const changed = await call('PUT', `user/general-addresses/${saved.json.data.id}`, {
      token,
      body: { ...recipient, district: '大安區' },
    });
    expect(changed.status).toBe(422);
    expect(changed.json.errors.postal_code).toEqual(['郵遞區號與縣市、鄉鎮市區不符，請重新確認']);
    expect(await rowsOf(member.id)).toMatchObject([{ district: '中山區' }]);
  });

  it('takes any district of a code several share, and a 5-digit code by its first three', async () => {
    const { token } = await createMemberWithToken();
    expect(
      (await addAddress(token, { ...recipient, postal_code: '300', city: '新竹市', district: '香山區' })).status,
    ).toBe(201);
    expect(
      (await addAddress(token, { ...recipient, postal_code: '10491', city: '台北市', district: '中山區' })).status,
    ).toBe(201);
  });
});

describe('names never carry a line break (issue: CR/LF was accepted as whitespace)', () => {
  it('a recipient named with CR/LF is 422 and nothing is saved', async () => {
    const { token } = await createMemberWithToken();
    const response = await addAddress(token, {
      name: '王\r\n小明',
      phone: '0912345678',
      postal_code: '407',
      city: '臺中市',
      district: '西屯區',
      address: '市政路386號',
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.name).toBeDefined();
    expect((await call('GET', 'user/general-addresses', { token })).json.data).toHaveLength(0);
  });
});

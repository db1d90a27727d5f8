import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { characters } from '@/backend/db/schema';
import { CHART_MESSAGES, MAX_CHARTS_PER_MEMBER } from '@/lib/domain/fortune';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { lunarChartBody, solarChart, solarChartBody } from '../support/member-records';
import { racing } from '../support/postgres';

withFreshDatabase();

describe('user/characters', () => {
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ token } = await createMemberWithToken());
    ({ token: otherToken } = await createMemberWithToken());
  });

  it('creates a chart, returns its id and stores the computed result', async () => {
    const created = await call('POST', 'user/characters', { token, body: solarChartBody });
    expect(created.status).toBe(201);
    expect(created.json.data.id).toEqual(expect.any(Number));
    expect(created.json.data).toMatchObject(solarChart);
    expect(created.json.data.result.gz.map((p: { gz: string }) => p.gz)).toEqual(['庚午', '辛巳', '壬午', '丁未']);

    const fetched = await call('GET', `user/characters/${created.json.data.id}`, { token });
    expect(fetched.status).toBe(200);
    expect(fetched.json.data.result.CC).toBe('民國79年5月17日 14時30分');
  });

  it('creates a lunar leap-month chart and an unknown-time (吉時) chart', async () => {
    const lunar = await call('POST', 'user/characters', { token, body: lunarChartBody });
    expect(lunar.status).toBe(201);
    expect(lunar.json.data.result.gz.map((p: { gz: string }) => p.gz)).toEqual(['癸卯', '乙卯', '戊子', '丙辰']);
    const lucky = await call('POST', 'user/characters', {
      token,
      body: { ...solarChartBody, name: '吉時寶寶', china_hour: '吉時', hour: '吉', minute: '吉' },
    });
    expect(lucky.status).toBe(201);
    expect(lucky.json.data).toMatchObject({
      china_hour: '吉時',
      hour: '吉',
      minute: '吉',
      birth_at: '1990-05-17 00:00:00',
    });
    expect(lucky.json.data.result.gz).toHaveLength(3);
  });

  it('lists only the member’s own charts and searches by name', async () => {
    await call('POST', 'user/characters', { token: otherToken, body: { ...solarChartBody, name: '別人' } });
    const all = await call('GET', 'user/characters', { token });
    expect(all.json.data.map((c: { name: string }) => c.name).sort()).toEqual(['Amy Lin', '吉時寶寶', '王小明'].sort());
    const found = await call('GET', `user/characters?searchText=${encodeURIComponent('小明')}`, { token });
    expect(found.json.data.map((c: { name: string }) => c.name)).toEqual(['王小明']);
    const none = await call('GET', `user/characters?searchText=${encodeURIComponent('%')}`, { token });
    expect(none.json.data).toEqual([]);
  });

  it('updates a chart', async () => {
    const created = await call('POST', 'user/characters', { token, body: { ...solarChartBody, name: '待改' } });
    const updated = await call('PUT', `user/characters/${created.json.data.id}`, {
      token,
      body: {
        ...solarChartBody,
        name: '已改',
        calendar: '西元',
        hour: '23',
        minute: '30',
        birth_at: '2024-01-01 23:30:00',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      name: '已改',
      calendar: '西元',
      china_hour: '晚子',
      birth_at: '2024-01-01 23:30:00',
    });
    expect(updated.json.data.result.gz.map((p: { gz: string }) => p.gz).slice(2)).toEqual(['甲子', '丙子']);
  });

  it.each([
    [{ name: '' }, 'name', '請填寫姓名'],
    [{ name: 'Tom123' }, 'name', '姓名僅限中文或英文'],
    [{ gender: 'X' }, 'gender', '請選擇性別'],
    [{ calendar: '' }, 'calendar', '請選擇曆法'],
    [{ birth_at: '' }, 'birth_at', '請選擇出生年月日'],
    [{ birth_at: '2023-02-30 10:00:00' }, 'birth_at', '出生日期格式錯誤'],
    [{ birth_at: '1912-06-01 10:00:00' }, 'birth_at', '民國出生年須介於 2 至 129 年'],
    [{ calendar: '西元', birth_at: '2041-06-01 10:00:00' }, 'birth_at', '西元出生年須介於 1913 至 2040 年'],
    [{ calendar: '農曆', is_leap: '' }, 'is_leap', '請選擇是否為閏月'],
    [{ hour: '' }, 'hour', '請填寫出生時間'],
    [{ hour: '24' }, 'hour', '出生時間格式錯誤'],
  ])('refuses %o with 422 and the schema message, storing nothing', async (change, field, message) => {
    const before = await call('GET', 'user/characters', { token });
    const response = await call('POST', 'user/characters', { token, body: { ...solarChartBody, ...change } });
    expect(response.status).toBe(422);
    expect(response.json.errors[field]).toEqual([message]);
    const after = await call('GET', 'user/characters', { token });
    expect(after.json.data).toHaveLength(before.json.data.length);
  });

  it('refuses a lunar leap flag that does not match the date', async () => {
    const response = await call('POST', 'user/characters', { token, body: { ...lunarChartBody, is_leap: 0 } });
    expect(response.status).toBe(422);
    expect(response.json.errors.birth_at).toEqual(['出生日期格式錯誤']);
  });

  it('refuses an unreadable body with 400', async () => {
    const response = await call('POST', 'user/characters', { token, body: '{nope' });
    expect(response.status).toBe(400);
  });

  it('another member’s chart is 404 for get, update and delete, and stays unchanged', async () => {
    const theirs = await call('POST', 'user/characters', {
      token: otherToken,
      body: { ...solarChartBody, name: '他的' },
    });
    const id = theirs.json.data.id;
    expect((await call('GET', `user/characters/${id}`, { token })).status).toBe(404);
    const put = await call('PUT', `user/characters/${id}`, { token, body: { ...solarChartBody, name: '搶走' } });
    expect(put.status).toBe(404);
    const mine = await call('POST', 'user/characters', { token, body: { ...solarChartBody, name: '我的' } });
    const del = await call('POST', 'user/characters/batch-delete', {
      token,
      body: { _method: 'delete', id: [mine.json.data.id, id] },
    });
    expect(del.status).toBe(404);
    const still = await call('GET', `user/characters/${id}`, { token: otherToken });
    expect(still.json.data.name).toBe('他的');
    expect((await call('GET', `user/characters/${mine.json.data.id}`, { token })).status).toBe(200);
  });

  it('batch-delete removes the listed own charts', async () => {
    const a = await call('POST', 'user/characters', { token, body: { ...solarChartBody, name: '刪甲' } });
    const b = await call('POST', 'user/characters', { token, body: { ...solarChartBody, name: '刪乙' } });
    const response = await call('POST', 'user/characters/batch-delete', {
      token,
      body: { _method: 'delete', id: [a.json.data.id, b.json.data.id] },
    });
    expect(response.status).toBe(200);
    expect(response.json.data.sort()).toEqual([a.json.data.id, b.json.data.id].sort());
    expect((await call('GET', `user/characters/${a.json.data.id}`, { token })).status).toBe(404);
  });

  it.each([
    [{ id: [1] }, '_method', '_method 須為 delete'],
    [{ _method: 'remove', id: [1] }, '_method', '_method 須為 delete'],
    [{ _method: 'delete', id: [] }, 'id', '請選擇要刪除的命盤'],
    [{ _method: 'delete', id: ['x'] }, 'id', '請選擇要刪除的命盤'],
    [{ _method: 'delete', id: [0] }, 'id', '請選擇要刪除的命盤'],
    [{ _method: 'delete', id: [1_000_000_000] }, 'id', '請選擇要刪除的命盤'],
    [{ _method: 'delete', id: Array.from({ length: 501 }, (_, index) => index + 1) }, 'id', '請選擇要刪除的命盤'],
    [{ _method: 'delete' }, 'id', '請選擇要刪除的命盤'],
  ])('batch-delete refuses %o with 422 and one message under its field', async (body, field, message) => {
    const response = await call('POST', 'user/characters/batch-delete', { token, body });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it('unknown ids are 404', async () => {
    expect((await call('GET', 'user/characters/999999', { token })).status).toBe(404);
    expect((await call('GET', 'user/characters/abc', { token })).status).toBe(404);
  });
});

describe('a cap on natal charts per member', () => {
  it(`refuses the chart past ${MAX_CHARTS_PER_MEMBER} with 422 ${CHART_MESSAGES.tooMany}, even when saved at once`, async () => {
    const { member, token } = await createMemberWithToken();
    const db = await getDb();
    const body = solarChartBody;
    for (let i = 0; i < MAX_CHARTS_PER_MEMBER - 2; i++)
      expect((await call('POST', 'user/characters', { token, body })).status).toBe(201);
    const answers = await racing(() =>
      Promise.all(Array.from({ length: 5 }, () => call('POST', 'user/characters', { token, body }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0].json.message).toBe(CHART_MESSAGES.tooMany);
    const kept = await db.select({ id: characters.id }).from(characters).where(eq(characters.member_id, member.id));
    expect(kept).toHaveLength(MAX_CHARTS_PER_MEMBER);
  });
});

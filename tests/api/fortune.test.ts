import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('GET fortune (the conversion service)', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await createMemberWithToken());
  });

  it('needs a member token', async () => {
    const response = await call('GET', 'fortune?Year=1990&Month=5&Day=17&gender=M&hour=14&minute=30');
    expect(response.status).toBe(401);
  });

  it('answers the chart of a Western date', async () => {
    const response = await call('GET', 'fortune?Yeartype=3&Year=1990&Month=5&Day=17&gender=M&hour=14&minute=30', {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.json.gz.map((p: { gz: string }) => p.gz)).toEqual(['庚午', '辛巳', '壬午', '丁未']);
    expect(response.json).toMatchObject({
      CC: '民國79年5月17日 14時30分',
      AD: '西元1990年5月17日 14時30分',
      leap: 0,
      level: '-',
      nine: '一白水星',
    });
    expect(response.json.bigfate[0]).toEqual({ title: '7歲', content: '壬午', age: 7, year: 1996 });
  });

  it('answers a lunar leap-month chart (吉 for an unknown time has no hour pillar)', async () => {
    const response = await call(
      'GET',
      `fortune?Yeartype=2&Year=112&Month=2&Day=10&gender=F&leapyear=1&hour=${encodeURIComponent('吉')}&minute=`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.json.gz.map((p: { gz: string }) => p.gz)).toEqual(['癸卯', '乙卯', '戊子']);
    expect(response.json.leap).toBe(1);
  });

  it.each([
    ['Feb 30', 'Yeartype=3&Year=2024&Month=2&Day=30&gender=M&hour=1', '2024 年 2 月只有 29 天，沒有 30 日'],
    [
      'a leap month the year lacks',
      'Yeartype=2&Year=111&Month=2&Day=1&gender=M&leapyear=1&hour=1',
      '農曆民國 111 年沒有閏二月',
    ],
    [
      'day 30 of a 29-day lunar month',
      'Yeartype=2&Year=112&Month=2&Day=30&gender=M&leapyear=1&hour=1',
      '農曆民國 112 年閏二月只有 29 天，沒有 30 日',
    ],
    ['hour 24', 'Yeartype=3&Year=2024&Month=2&Day=1&gender=M&hour=24', '出生時間錯誤：沒有 24 時'],
    ['no query at all', '', '出生日期格式錯誤'],
  ])('refuses %s with errorstatus and error (422, never 500)', async (_, query, message) => {
    const response = await call('GET', `fortune?${query}`, { token });
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ message, errorstatus: 1, error: message });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/fortune/route';
import { createMemberWithToken, withFreshDatabase } from '../support/api';

/**
 * The natal chart's conversion is a separate external service (P §7, M §7: a GET with Yeartype, Year, Month, Day,
 * gender, leapyear, hour, minute; its response may be a JSON string). The shop's server calls it at
 * FORTUNE_API_URL (issue 50: the browser once called the web API's `GET fortune` through the BFF, so the setting
 * never took effect and a spec-built API could save no chart), else the embedded API's own.
 */
withFreshDatabase();

let authorization: string | undefined;
jest.mock('@/lib/session/session', () => ({
  sessionAuthorization: async () => authorization,
  destroySession: async () => undefined,
}));

const QUERY = 'Yeartype=3&Year=1990&Month=5&Day=17&gender=M&leapyear=0&hour=14&minute=30';
const conversion = (query = QUERY) => GET(new NextRequest(`http://shop.local/api/fortune?${query}&page=9`));

const asked: string[] = [];
let answer = { status: 200, body: '' };
let service: Server;
let serviceUrl: string;

beforeAll(async () => {
  authorization = `Bearer ${(await createMemberWithToken()).token}`;
  service = createServer((req, res) => {
    asked.push(req.url!);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/convert`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));
beforeEach(() => {
  asked.length = 0;
  delete process.env.FORTUNE_API_URL;
});

const RESULT = {
  CC: '民國79年5月17日',
  leap: 0,
  gz: [],
  tengod: [],
  bigfate: [],
  nine: '一白',
  personal: '壬水（陽）',
};

describe('with FORTUNE_API_URL', () => {
  beforeEach(() => {
    process.env.FORTUNE_API_URL = serviceUrl;
  });

  it('asks the external service with the spec’s query only, and parses an answer that is a JSON string', async () => {
    answer = { status: 200, body: JSON.stringify(JSON.stringify(RESULT)) };
    const response = await conversion();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(RESULT);
    expect(asked).toEqual([`/convert/fortune?${QUERY}`]);
  });

  it('takes an answer that is an object too', async () => {
    answer = { status: 200, body: JSON.stringify(RESULT) };
    expect(await (await conversion()).json()).toEqual(RESULT);
  });

  it('answers a refusal (errorstatus, in a 200) with 422 and its words', async () => {
    answer = { status: 200, body: JSON.stringify(JSON.stringify({ errorstatus: 1, error: '出生日期格式錯誤' })) };
    const response = await conversion();
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: '出生日期格式錯誤', errorstatus: 1, error: '出生日期格式錯誤' });
  });

  it('says the service is unavailable when it fails or cannot be reached', async () => {
    answer = { status: 500, body: 'oops' };
    expect((await conversion()).status).toBe(502);
    process.env.FORTUNE_API_URL = 'http://127.0.0.1:9/convert';
    const response = await conversion();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: '命盤轉換服務暫時無法使用，請稍後再試' });
  });
});

it('without FORTUNE_API_URL the embedded API converts, and refuses an impossible date with its words', async () => {
  const response = await conversion();
  expect(response.status).toBe(200);
  expect((await response.json()).gz.length).toBe(4);
  const refused = await conversion('Yeartype=3&Year=2024&Month=2&Day=30&gender=M&hour=1');
  expect(refused.status).toBe(422);
  expect((await refused.json()).error).toBe('2024 年 2 月只有 29 天，沒有 30 日');
  expect(asked).toEqual([]);
});

it('answers 401 without a session, asking nobody', async () => {
  process.env.FORTUNE_API_URL = serviceUrl;
  const signedIn = authorization;
  authorization = undefined;
  try {
    expect((await conversion()).status).toBe(401);
  } finally {
    authorization = signedIn;
  }
  expect(asked).toEqual([]);
});

/** @jest-environment #jsdom-page-environment */
import { http, HttpResponse } from 'msw';
import { contractAnswer, contractFixture } from '../support/contract-fixture';
import { mockedAnswerDifference, offContract } from '../support/mocked-answers';
import { mockNetwork, server } from '../support/network';
import { member } from '@/lib/contract/schema/member';

/** The check every component test's MSW answers go through (tests/support/mocked-answers.ts, wired in network.ts). */
const network = mockNetwork();

const fetchJson = (path: string, init?: RequestInit) => fetch(new URL(path, window.location.href), init);
const aMember = () => contractFixture(member, { id: 9, name: '王小明', identity_card: 'A123456789' });

describe('an MSW answer of a component test', () => {
  it('missing a field the contract requires fails the test, naming the call and the field', async () => {
    const { id: _id, ...withoutId } = aMember();
    server.use(http.get('/api/bff/users', () => HttpResponse.json({ data: withoutId })));
    await fetchJson('/api/bff/users');
    await expect(network.answersKept()).rejects.toThrow('GET /api/bff/users (200): data.id: missing (expected number)');
  });

  it('keeping the contract passes, and so does one marked offContract with its reason', async () => {
    server.use(
      http.get('/api/bff/users', () => HttpResponse.json({ data: aMember() })),
      http.get('/api/bff/user/favorites', () => offContract(HttpResponse.json([]), 'the spec’s bare list')),
    );
    await fetchJson('/api/bff/users');
    await fetchJson('/api/bff/user/favorites');
    await expect(network.answersKept()).resolves.toBeUndefined();
  });
});

describe('what the shop’s edge may answer', () => {
  const check = (method: string, path: string, status: number, body: unknown) =>
    mockedAnswerDifference(method, new URL(path, 'http://localhost'), status, body);

  it('a refusal code the call never gives at that status', () => {
    expect(check('POST', '/api/bff/orders', 422, { message: '庫存不足', status_from_backend: 4001 })).toMatch(
      /status_from_backend 4001 is not a refusal of POST orders at 422/,
    );
  });

  it('the BFF’s own refusals are `{message}`, whatever the call', () => {
    expect(check('GET', '/api/bff/users', 502, { message: '無法連線至伺服器，請稍後再試' })).toBeUndefined();
    expect(check('GET', '/api/bff/users', 502, {})).toBe('message: missing (expected string)');
  });

  it('a call of the shop’s own answered 404 or 405 by an API without it, whatever the body', () => {
    expect(check('GET', '/api/bff/performances', 404, 'Not Found')).toBeUndefined();
  });

  it('the session routes answer their calls’ shapes: login the member, its refusals those of POST login', () => {
    expect(check('POST', '/api/session/login', 200, contractAnswer('GET users', { data: aMember() }))).toBeUndefined();
    expect(check('POST', '/api/session/login', 200, { access_token: 'x' })).toBe('data: missing (expected object)');
    expect(check('POST', '/api/session/first-login', 200, { message: '密碼已更新' })).toBe(
      'signed_in: missing (expected boolean)',
    );
  });

  it('a path of no call and no schema is named, not passed', () => {
    expect(check('GET', '/api/bff/user/carts', 200, {})).toBe('no call of the contract has this method and path');
    expect(check('GET', '/api/health', 200, {})).toMatch(/^no schema for this route/);
    expect(check('GET', '/sound/boss', 200, '<html></html>')).toBeUndefined();
  });
});

import {
  DEFAULT_TOKEN_SECONDS,
  isLive,
  LONGEST_TOKEN_SECONDS,
  safeRedirectPath,
  tokenFromReply,
} from '@/lib/session/cookie';
import { isAllowedOrigin } from '@/lib/session/origin';
import { tokenOf, withoutToken } from '@/lib/session/upstream';

jest.mock('@/lib/api/server', () => ({ serverApi: jest.fn() }));

const request = (method: string, headers: Record<string, string>) =>
  new Request('http://shop.local/api/bff/user', { method, headers });

describe('cross-origin writes (BFF and session routes)', () => {
  it('lets reads through', () => {
    expect(isAllowedOrigin(request('GET', { host: 'shop.local', origin: 'https://evil.example' }))).toBe(true);
  });
  it('accepts a write whose Origin is this host, also behind a proxy', () => {
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', origin: 'http://shop.local' }))).toBe(true);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local:80', origin: 'http://shop.local' }))).toBe(true);
    const siteUrl = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.tocin.com.tw';
    try {
      expect(isAllowedOrigin(request('PUT', { host: '10.0.0.5:3000', origin: 'https://www.tocin.com.tw' }))).toBe(true);
    } finally {
      if (siteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = siteUrl;
    }
  });
  it('compares the scheme and port too, and trusts no client-sent X-Forwarded-Host', () => {
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', origin: 'https://shop.local' }))).toBe(false);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', origin: 'http://shop.local:8080' }))).toBe(false);
    expect(
      isAllowedOrigin(
        request('PUT', { host: 'shop.local', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' }),
      ),
    ).toBe(false);
    expect(
      isAllowedOrigin(
        request('PUT', {
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'www.tocin.com.tw',
          origin: 'https://www.tocin.com.tw',
        }),
      ),
    ).toBe(false);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', origin: 'not a url' }))).toBe(false);
  });
  it('refuses a write from another origin, a null origin, or with no origin and no same-origin fetch metadata', () => {
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', origin: 'https://evil.example' }))).toBe(false);
    expect(isAllowedOrigin(request('DELETE', { host: 'shop.local', origin: 'null' }))).toBe(false);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local' }))).toBe(false);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isAllowedOrigin(request('POST', { host: 'shop.local', 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });
});

describe('remembered path', () => {
  it.each([
    ['/member/address', '/member/address'],
    ['/product/12?action=buy', '/product/12?action=buy'],
    ['//evil.example/x', '/home'],
    ['https://evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['/member/login?redirect=/x', '/home'],
    ['/api/session/logout', '/home'],
    [null, '/home'],
  ])('%p → %p', (value, expected) => expect(safeRedirectPath(value)).toBe(expected));
});

describe('token reply', () => {
  it('keeps type, token and an expiry in ms from expires_in', () => {
    expect(tokenFromReply({ token_type: 'Bearer', access_token: 'abc', expires_in: 60 }, 1_000)).toEqual({
      token_type: 'Bearer',
      access_token: 'abc',
      expires_at: 61_000,
    });
  });
  it('keeps a session a week at the most, and the default 8 hours for an expiry it cannot read', () => {
    const expiry = (expires_in: unknown) =>
      tokenFromReply(
        { token_type: 'Bearer', access_token: 'abc', expires_in } as Parameters<typeof tokenFromReply>[0],
        0,
      ).expires_at;
    expect(expiry(84_783_953_452_345_234_523)).toBe(LONGEST_TOKEN_SECONDS * 1000);
    expect(expiry('99999999999999999999')).toBe(LONGEST_TOKEN_SECONDS * 1000);
    expect(expiry(-5)).toBe(DEFAULT_TOKEN_SECONDS * 1000);
    expect(expiry(undefined)).toBe(DEFAULT_TOKEN_SECONDS * 1000);
    expect(expiry(3600)).toBe(3_600_000);
  });
  it('a token past its expiry is not live', () => {
    expect(isLive({ token_type: 'Bearer', access_token: 'abc', expires_at: 5_000 }, 4_999)).toBe(true);
    expect(isLive({ token_type: 'Bearer', access_token: 'abc', expires_at: 5_000 }, 5_000)).toBe(false);
    expect(isLive(undefined)).toBe(false);
  });
  it('takes a token reply only as the contract says it, and strips it from what the page gets', () => {
    const token = { token_type: 'Bearer', access_token: 'secret-token', expires_in: 28800 };
    expect(tokenOf(token)).toEqual(token);
    expect(tokenOf({ message: 'x' })).toBeUndefined();
    expect(tokenOf({ data: token })).toBeUndefined();
    expect(tokenOf({ ...token, access_token: '' })).toBeUndefined();
    expect(tokenOf({ ...token, access_token: 'two words' })).toBeUndefined();
    expect(tokenOf({ ...token, expires_in: 0 })).toBeUndefined();
    expect(JSON.stringify(withoutToken({ message: '密碼已更新', user: { id: 1 }, token }))).not.toContain(
      'secret-token',
    );
    expect(withoutToken({ message: '密碼已更新', user: { id: 1 }, token })).toEqual({
      message: '密碼已更新',
      user: { id: 1 },
    });
  });
});

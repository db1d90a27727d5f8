import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const run = (path: string) => proxy(new NextRequest(`http://shop.local${path}`));

describe('the /member guard of proxy.ts (a visitor without a session)', () => {
  it.each(['/member/natalchart', '/member/natalchart?page=2'])(
    'a visitor opening %s (命盤管理) needs login: sent to login with the page remembered',
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(
        `http://shop.local/member/login?redirect=${encodeURIComponent(path)}`,
      );
    },
  );
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MemoryPageHandler from '@/server/cache/memory-page-handler.mjs';
import { clearRuntimePages } from '@/server/route-cache.mjs';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'bounded-pages-'));
  mkdirSync(path.join(distDir, 'server'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** The file-system interface Next.js hands its cache (only what a write would use). */
const cacheFs = {
  readFile: fs.readFile,
  stat: fs.stat,
  existsSync,
  mkdir: (dir: string) => fs.mkdir(dir, { recursive: true }),
  writeFile: fs.writeFile,
};

it('keeps a rendered page in memory and writes nothing to disk (issue 35)', async () => {
  const handler = new MemoryPageHandler({
    fs: cacheFs,
    flushToDisk: true,
    serverDistDir: path.join(distDir, 'server'),
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
  });
  const key = '/route-cache/app-page/0123/$/product/list/q/eyJrZXl3b3JkIjoiYSJ9';
  const page = { kind: 'APP_PAGE', html: '<html>搜尋</html>', rscData: Buffer.from('rsc'), headers: {}, status: 200 };
  await handler.set(key, page, { cacheControl: { revalidate: 300, expire: 86_400 } });
  expect((await handler.get(key, { kind: 'APP_PAGE', isFallback: false }))?.value).toMatchObject({
    html: '<html>搜尋</html>',
  });
  expect(readdirSync(path.join(distDir, 'server'))).toEqual([]);
});

it('removes the pages an earlier run wrote to the route cache, and only those', () => {
  mkdirSync(path.join(distDir, 'server', 'route-cache', 'app-page'), { recursive: true });
  writeFileSync(path.join(distDir, 'server', 'route-cache', 'app-page', 'old.html'), '<html>another API</html>');
  mkdirSync(path.join(distDir, 'server', 'app'));
  clearRuntimePages(distDir);
  expect(readdirSync(path.join(distDir, 'server'))).toEqual(['app']);
});

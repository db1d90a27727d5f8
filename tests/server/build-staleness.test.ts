import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsCurrent, sourceHash } from '../../scripts/lib/build.mjs';

/**
 * `npm start` builds when the build is stale (scripts/start.mjs → ensureBuild): the build is current only when
 * `.next/source-hash` holds the hash of the sources it was made from (spec-coverage “Platform”).
 */
describe('npm start builds when stale', () => {
  const home = process.cwd();
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-stale-'));
    process.chdir(folder);
    mkdirSync('app');
    writeFileSync('app/page.tsx', 'export default function Page() { return null; }\n');
    mkdirSync('.next');
    writeFileSync('.next/BUILD_ID', 'x');
    mkdirSync('.embedded-api');
    writeFileSync('.embedded-api/index.mjs', '');
  });
  afterEach(() => {
    process.chdir(home);
    rmSync(folder, { recursive: true, force: true });
  });

  it('a build made from the same sources is current; a changed or added source, or another API_BASE_URL, makes it stale', () => {
    expect(buildIsCurrent()).toBe(false); // no stamp: never built here
    writeFileSync('.next/source-hash', sourceHash());
    expect(buildIsCurrent()).toBe(true);
    writeFileSync('app/page.tsx', 'export default function Page() { return 1; }\n');
    expect(buildIsCurrent()).toBe(false);
    writeFileSync('.next/source-hash', sourceHash());
    writeFileSync('app/other.tsx', '');
    expect(buildIsCurrent()).toBe(false);
    writeFileSync('.next/source-hash', sourceHash());
    const apiBase = process.env.API_BASE_URL;
    process.env.API_BASE_URL = 'https://api.example.com/api';
    try {
      expect(buildIsCurrent()).toBe(false);
    } finally {
      if (apiBase === undefined) delete process.env.API_BASE_URL;
      else process.env.API_BASE_URL = apiBase;
    }
    expect(buildIsCurrent()).toBe(true);
  });
});

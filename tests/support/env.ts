import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Saves the named environment variables now and puts them back as they were after each test of the file
 * or `describe` block it is called in (an unset one unset again). Jest runs a block's `afterEach` hooks in
 * the order they were declared: call it after a hook that still needs the test's values.
 */
export function restoreEnvAfterEach(...names: string[]) {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

/**
 * A DATA_DIR of its own, in the system's temporary folder, for the tests of the file or block it is called
 * in: made before them (before each one with `each`), removed after, and DATA_DIR put back. Returns the
 * folder's path as of the running test.
 */
export function withTempDataDir(prefix: string, { each = false } = {}): () => string {
  const saved = process.env.DATA_DIR;
  let dataDir = '';
  (each ? beforeEach : beforeAll)(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.DATA_DIR = dataDir;
  });
  (each ? afterEach : afterAll)(() => {
    rmSync(dataDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  });
  return () => dataDir;
}

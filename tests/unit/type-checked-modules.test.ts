import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 53: every line that runs in production is type-checked by `npm run typecheck`. TypeScript reads the
 * `.mjs` files (tsconfig `allowJs`); each one that runs in production opts into checking with `// @ts-check`
 * and carries its types as JSDoc, so no signature is written twice in a hand-kept `.d.mts`.
 */
const root = path.resolve(__dirname, '../..');
const IGNORED = new Set(['node_modules', '.next', '.embedded-api', '.data', '.git', 'test-results']);

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (IGNORED.has(name)) return [];
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The `.mjs` modules a file imports by a relative path, and theirs in turn. */
function importedModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.mjs)'/g)) {
    importedModules(path.resolve(path.dirname(entry), specifier), seen);
  }
  return seen;
}

/** What runs in production: the server, the shared libraries, Next's config, and what `npm start` runs. */
const productionModules = () =>
  [
    ...new Set([
      ...filesUnder(path.join(root, 'server')),
      ...filesUnder(path.join(root, 'lib')),
      path.join(root, 'next.config.mjs'),
      ...importedModules(path.join(root, 'scripts', 'start.mjs')),
      ...importedModules(path.join(root, 'scripts', 'build.mjs')),
    ]),
  ]
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.relative(root, file))
    .sort();

describe('the production code is type-checked (issue 53)', () => {
  it('every .mjs module that runs in production opts into checking with // @ts-check', () => {
    const modules = productionModules();
    expect(modules).toEqual(expect.arrayContaining(['server/index.mjs', 'lib/node/log.mjs', 'scripts/lib/run.mjs']));
    const unchecked = modules.filter((file) => !readFileSync(path.join(root, file), 'utf8').startsWith('// @ts-check'));
    expect(unchecked).toEqual([]);
  });

  it('no signature is written twice: there is no hand-written .d.mts', () => {
    const declarations = filesUnder(root)
      .filter((file) => file.endsWith('.d.mts'))
      .map((file) => path.relative(root, file));
    expect(declarations).toEqual([]);
  });
});

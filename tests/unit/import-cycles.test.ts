import { importCycles, importGraph, unresolvedImports } from '../support/import-graph';

/*
 * docs/architecture.md: no module imports itself through others. The layer rules in
 * eslint.config.mjs stop a cycle between layers; this stops one inside a layer (backend/db/client.ts
 * and backend/seed/ were one). Type-only imports count: a cycle of types still ties the files together.
 */
describe('import cycles', () => {
  it('finds a cycle when there is one (the checker itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('has none in backend/ and lib/, nor through app/, components/ and proxy.ts', () => {
    const graph = importGraph(['backend', 'lib', 'app', 'components', 'proxy.ts']);
    expect(graph.get('backend/db/client.ts')).toEqual(
      expect.arrayContaining(['backend/seed/index.ts', 'backend/db/types.ts']),
    );
    expect(graph.size).toBeGreaterThan(400);
    expect(importCycles(graph)).toEqual([]);
  });

  it('every project import names a file, stylesheets included', () => {
    expect(unresolvedImports(['backend', 'lib', 'app', 'components', 'proxy.ts', 'tests'])).toEqual([]);
  });
});

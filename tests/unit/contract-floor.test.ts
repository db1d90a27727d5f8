import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { importGraph } from '../support/import-graph';

/*
 * docs/decisions/0172-the-contract-is-the-floor.md: lib/contract imports neither lib/domain nor lib/calls, and
 * lib/domain does not import lib/calls. The tree is checked with every kind of import, and lint is shown to
 * refuse each wrong way, a type-only or relative import included.
 */
const ROOT = path.resolve(__dirname, '../..');

const wrongWay = (graph: Map<string, string[]>, from: string, to: string[]) =>
  [...graph]
    .filter(([file]) => file.startsWith(`${from}/`))
    .flatMap(([file, targets]) =>
      targets
        .filter((target) => to.some((folder) => target.startsWith(`${folder}/`)))
        .map((target) => `${file} → ${target}`),
    );

/** The lint messages of a source placed at `file` (it need not exist), as `rule: line`. */
function lintAt(file: string, source: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(ROOT, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', file, '--format', 'json', '--no-warn-ignored'],
      { cwd: ROOT, input: source, encoding: 'utf8' },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout; // eslint exits 1 when it finds an error
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null; line: number }[] }[];
  return result.messages.map(({ ruleId, line }) => `${ruleId}: ${line}`);
}

describe('the contract is the floor', () => {
  it('no file of lib/contract imports lib/domain or lib/calls, and none of lib/domain imports lib/calls', () => {
    const graph = importGraph(['lib/contract', 'lib/domain']);
    expect([...graph.keys()].filter((file) => file.startsWith('lib/domain/')).length).toBeGreaterThan(50);
    expect(wrongWay(graph, 'lib/contract', ['lib/domain', 'lib/calls'])).toEqual([]);
    expect(wrongWay(graph, 'lib/domain', ['lib/calls'])).toEqual([]);
  });

  it('lint refuses an import the wrong way, type-only and relative ones included', () => {
    const contract = [
      "import type { CartAddInput } from '../domain/cart/request';",
      "import { MAX_RECORD_ID } from '@/lib/domain/record-id';",
      "import type { Catalogue } from '../calls/catalogue';",
      'export type Probe = [CartAddInput, Catalogue, typeof MAX_RECORD_ID];',
    ].join('\n');
    expect(lintAt('lib/contract/probe.ts', contract)).toEqual([
      'import/no-restricted-paths: 1',
      '@typescript-eslint/no-restricted-imports: 2',
      'import/no-restricted-paths: 2',
      'import/no-restricted-paths: 3',
    ]);
    const domain = [
      "import type { Catalogue } from '../calls/catalogue';",
      "import type { Product } from '@/lib/contract/types';",
      'export type Probe = [Catalogue, Product];',
    ].join('\n');
    // The second line is the right way: the rules name the contract's types.
    expect(lintAt('lib/domain/probe.ts', domain)).toEqual(['import/no-restricted-paths: 1']);
  }, 60_000); // two runs of eslint, each loading the whole configuration
});

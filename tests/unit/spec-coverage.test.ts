import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coverageProblems, coverageRows, testTitles } from '../support/spec-coverage';

const root = path.resolve(__dirname, '../..');

describe('the rows of docs/spec-coverage.md and the tests they name', () => {
  it('reads titles as written: quotes of each kind, modifiers, a table of cases', () => {
    const source = [
      "it('plain title', () => {});",
      'test.describe.serial("a group", () => {});',
      'it.each([[1, 2], [3, 4]])(`case %s ${"x"}`, () => {});',
      "test('it\\'s escaped', async () => {});",
      "it.each([[f(g(1)), ')'], // the table's own (comment\n [{ a: [2] }, '(']])('%s nested', () => {});",
    ].join('\n');
    expect(testTitles(source)).toEqual(['plain title', 'a group', 'case %s ${"x"}', "it's escaped", '%s nested']);
  });

  it('finds a missing file, a title no test has, a file named without a title and a row without a test (the checker itself)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coverage-'));
    mkdirSync(path.join(dir, 'tests', 'unit'), { recursive: true });
    writeFileSync(path.join(dir, 'tests', 'unit', 'rule.test.ts'), "it('adds two numbers', () => {});\n");
    const rows = coverageRows(
      [
        '## Section',
        '',
        '| rule | where | test |',
        '|---|---|---|',
        '| Held | `x.ts` | U `rule.test.ts` “two numbers” |',
        '| No such title | `x.ts` | U `rule.test.ts` “three numbers” |',
        '| No title | `x.ts` | U `rule.test.ts` |',
        '| No such file | `x.ts` | U `gone.test.ts` “two numbers” |',
        '| No test | `x.ts` | review |',
        '| A suite check | `x.ts` | `npx tsc --noEmit` |',
      ].join('\n'),
    );
    expect(coverageProblems(dir, rows)).toEqual([
      'line 6: U rule.test.ts has no test titled “three numbers”',
      'line 7: U rule.test.ts names no test title',
      'line 8: U gone.test.ts does not exist',
      'line 9: names no test',
    ]);
  });

  it('every row names a test that exists, by a title it has', () => {
    const rows = coverageRows(readFileSync(path.join(root, 'docs', 'spec-coverage.md'), 'utf8'));
    expect(rows.length).toBeGreaterThan(400);
    expect(coverageProblems(root, rows)).toEqual([]);
  });
});

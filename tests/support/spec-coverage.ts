import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * docs/spec-coverage.md names, on every row, the test that proves its rule: a folder letter, a file and
 * the title of a test in it, e.g. E `public-shell.spec.ts` “titles read the site title”. These helpers
 * read the rows and say which of them name a file that does not exist or a title no test in it has.
 */

/** The folder each letter of the test column stands for. */
export const TEST_FOLDERS = {
  U: 'tests/unit',
  C: 'tests/components',
  A: 'tests/api',
  S: 'tests/server',
  E: 'tests/e2e',
} as const;
type Letter = keyof typeof TEST_FOLDERS;

/**
 * Checks that prove a rule by running over the whole tree rather than by one test; a row may name one of
 * these instead of a test file. Each is a step of `npm test`.
 */
export const SUITE_CHECKS = [
  '`npx tsc --noEmit`',
  '`npx eslint .`',
  '`.ci/run`',
  '`npm run contract`',
  // npm test's step "two instances on one PostgreSQL and one Redis"
  '`scripts/instances-test.mjs`',
];

export interface NamedTest {
  letter: Letter;
  file: string;
  titles: string[];
}

export interface CoverageRow {
  line: number;
  section: string;
  rule: string;
  tests: NamedTest[];
  suiteChecks: string[];
}

const TEST_REFERENCE = /\b([UCASE])\b|`([^`\s]+\.(?:test|spec|journey)\.tsx?)`|“([^”]+)”/g;

/** The rows of the coverage tables, each with the tests its last cell names. */
export function coverageRows(markdown: string): CoverageRow[] {
  let section = '';
  const rows: CoverageRow[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('## ')) section = text.slice(3).trim();
    if (!text.startsWith('| ') || text.startsWith('| rule |')) return;
    const cells = text.slice(2, -2).split(' | ');
    const testCell = cells[cells.length - 1];
    const tests: NamedTest[] = [];
    let letter: Letter | undefined;
    for (const [, nextLetter, file, title] of testCell.matchAll(TEST_REFERENCE)) {
      if (nextLetter) letter = nextLetter as Letter;
      else if (file && letter) tests.push({ letter, file, titles: [] });
      else if (title && tests.length > 0) tests[tests.length - 1].titles.push(title);
    }
    const suiteChecks = SUITE_CHECKS.filter((check) => testCell.includes(check));
    rows.push({ line: index + 1, section, rule: cells[0], tests, suiteChecks });
  });
  return rows;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// it, test, describe, journey (tests/e2e/engines) and their modifiers (test.describe.serial …), then `(` and the title's literal; or
// `.each(table)(` with the table's brackets and strings skipped.
const TEST_CALL =
  /\b(?:it|test|describe|journey)(?:\.(?:only|skip|fixme|concurrent|serial|parallel|describe))*(\.each)?\(/g;
const QUOTED_TITLE = /\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/y;

/** Where the bracket opened at `open` closes, skipping brackets inside string literals and comments. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  for (let at = open; at < source.length; at += 1) {
    const char = source[at];
    if (source.startsWith('//', at)) at = source.indexOf('\n', at);
    else if (source.startsWith('/*', at)) at = source.indexOf('*/', at) + 1;
    else if (char === "'" || char === '"' || char === '`') {
      QUOTED_TITLE.lastIndex = at;
      const literal = QUOTED_TITLE.exec(source);
      if (literal) at += literal[0].length - 1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char) && --depth === 0) return at;
  }
  return source.length;
}

/** The titles of a test file's tests and groups, as written (a template's `${…}` kept). */
export function testTitles(source: string): string[] {
  const titles: string[] = [];
  for (const call of source.matchAll(TEST_CALL)) {
    let rest = call.index + call[0].length;
    if (call[1]) {
      rest = closingBracket(source, rest - 1) + 1;
      if (source[rest] !== '(') continue;
      rest += 1;
    }
    QUOTED_TITLE.lastIndex = rest;
    const literal = QUOTED_TITLE.exec(source);
    if (literal) titles.push(literal[2].replace(/\\(['"`])/g, '$1'));
  }
  return titles;
}

/** What is wrong with each row: a test file that is not there, a title no test has, or no test at all. */
export function coverageProblems(root: string, rows: CoverageRow[]): string[] {
  const files = Object.fromEntries(
    Object.entries(TEST_FOLDERS).map(([letter, folder]) => [letter, filesUnder(path.join(root, folder))]),
  ) as Record<Letter, string[]>;
  const titlesOf = new Map<string, string[]>();
  const problems: string[] = [];
  for (const row of rows) {
    const where = `line ${row.line}`;
    if (row.tests.length === 0 && row.suiteChecks.length === 0) problems.push(`${where}: names no test`);
    for (const { letter, file, titles } of row.tests) {
      const found = files[letter].filter((full) => full.endsWith(`/${file}`));
      if (found.length !== 1) {
        problems.push(`${where}: ${letter} ${file} ${found.length === 0 ? 'does not exist' : 'is ambiguous'}`);
        continue;
      }
      if (titles.length === 0) problems.push(`${where}: ${letter} ${file} names no test title`);
      if (!titlesOf.has(found[0])) titlesOf.set(found[0], testTitles(readFileSync(found[0], 'utf8')));
      for (const title of titles) {
        if (!titlesOf.get(found[0])!.some((written) => written.includes(title))) {
          problems.push(`${where}: ${letter} ${file} has no test titled “${title}”`);
        }
      }
    }
  }
  return problems;
}

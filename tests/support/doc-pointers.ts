import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Code, tests and docs point into the docs by a section's title, e.g. spec-coverage and the title in
 * curly quotes, or a doc's file name and the title in straight quotes, and to decision records by
 * path. These helpers find those pointers and say which of them name nothing.
 */

/** The folders of the shop's own code: its pages, API, components, libraries, server and scripts. */
const CODE_FOLDERS = ['app', 'backend', 'components', 'lib', 'server', 'scripts'];

const SCANNED = [...CODE_FOLDERS, 'tests', 'docs', 'proxy.ts', 'README.md', 'next.config.mjs', 'eslint.config.mjs'];
const SOURCE = /\.(ts|tsx|mjs|js|md|css)$/;

export interface DocPointer {
  file: string;
  line: number;
  doc: string;
  section?: string;
}

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.name === 'node_modules' || child.name.startsWith('.') ? [] : filesUnder(root, path.join(entry, child.name)),
  );
}

// spec-coverage, then a title in curly quotes; or docs/api-contract.md, architecture.md … then a
// title in straight or curly quotes, after a comma or an opening parenthesis too.
const SECTION_POINTER = /\b((?:docs\/)?(?:decisions\/)?[a-z0-9-]+)(?:\.md)?[,:]?\s*\(?\s*[“"]([^”"\n]{2,120})[”"]/g;
const DECISION_PATH = /(?:docs\/)?decisions\/([0-9]{4}-[a-z0-9-]+\.md)/g;

export function docPointers(root: string): DocPointer[] {
  const docs = new Set(
    readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3)),
  );
  const pointers: DocPointer[] = [];
  for (const file of SCANNED.flatMap((entry) => filesUnder(root, entry))) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const [, name, section] of text.matchAll(SECTION_POINTER)) {
          const doc = name.replace(/^docs\//, '');
          if (docs.has(doc) && (name !== doc || text.includes(`${doc}.md`) || doc === 'spec-coverage')) {
            pointers.push({ file, line: index + 1, doc: `docs/${doc}.md`, section });
          }
        }
        for (const [, record] of text.matchAll(DECISION_PATH))
          pointers.push({ file, line: index + 1, doc: `docs/decisions/${record}` });
      });
  }
  return pointers;
}

function headings(root: string, doc: string): Set<string> {
  return new Set(
    readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#{1,6} /, '').trim()),
  );
}

/** Pointers whose document does not exist, or whose section is not one of its headings (exactly). */
export function danglingPointers(root: string, pointers = docPointers(root)): DocPointer[] {
  const cache = new Map<string, Set<string>>();
  return pointers.filter(({ doc, section }) => {
    if (!existsSync(path.join(root, doc))) return true;
    if (section === undefined) return false;
    if (!cache.has(doc)) cache.set(doc, headings(root, doc));
    return !cache.get(doc)!.has(section);
  });
}

// Set by Node, Next.js, Jest or CI, not by an operator.
const NOT_SETTINGS = new Set([
  'NODE_ENV',
  'NEXT_PHASE',
  'CI',
  'JEST_WORKER_ID',
  'PATH',
  'E2E_HOOKS',
  'E2E_DATA_DIR',
  'NEXT_RUNTIME',
]);

/** The environment variables read by the shop, its server and its scripts (`process.env.NAME`). */
export function settingsRead(root: string): string[] {
  const names = new Set<string>();
  for (const file of [...CODE_FOLDERS, 'proxy.ts', 'next.config.mjs'].flatMap((entry) => filesUnder(root, entry))) {
    for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(
      /process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g,
    )) {
      if (!NOT_SETTINGS.has(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/*
 * The index of decision records (docs/decisions/README.md, "Index"): a row per record with its number
 * (linked), title, status and area. A record's status is what its own text says: a `**Superseded** by
 * [N](…)` line, one `**Superseded in part** by [N](…)` line per later record that changed a part of it, or
 * `**Retired**`; the record that replaces it says `Supersedes [N](…)` or `Supersedes part of [N](…)`.
 */

export interface DecisionRecord {
  number: string;
  file: string;
  /** The title line's number and its words (`# 0001 Linked stylesheets…`). */
  heading: { number: string; title: string };
  /** What the record's own markers make its status: the text its row must show. */
  status: string;
  /** The records it says it replaces, wholly or in part. */
  supersedes: { number: string; part: boolean }[];
}

export interface DecisionRow {
  line: number;
  number: string;
  file: string;
  title: string;
  status: string;
  area: string;
}

const RECORD_FILE = /^([0-9]{4})-[a-z0-9-]+\.md$/;
const SUPERSEDED = /^\*\*Superseded( in part)?\*\* by \[([0-9]{4})\]\(([^)]+)\)/gm;
const RETIRED = /^\*\*Retired\*\*/m;
const SUPERSEDES = /\bSupersedes (part of )?\[([0-9]{4})\]\([^)]+\)/g;

/** The status a record's own text gives it, written as its index row must write it. */
export function recordStatus(text: string): string {
  if (RETIRED.test(text)) return 'retired';
  const superseded = [...text.matchAll(SUPERSEDED)];
  const whole = superseded.find(([, part]) => !part);
  if (whole) return `replaced by [${whole[2]}](${whole[3]})`;
  if (superseded.length === 0) return 'accepted';
  return `accepted, in part replaced by ${superseded.map(([, , number, file]) => `[${number}](${file})`).join(' and ')}`;
}

export function readDecisionRecord(file: string, text: string): DecisionRecord {
  const heading = /^# ([0-9]{4}) (.+)$/.exec(text.split('\n')[0]);
  return {
    number: RECORD_FILE.exec(file)?.[1] ?? '',
    file,
    heading: { number: heading?.[1] ?? '', title: heading?.[2].trim() ?? '' },
    status: recordStatus(text),
    supersedes: [...text.matchAll(SUPERSEDES)].map(([, part, replaced]) => ({ number: replaced, part: Boolean(part) })),
  };
}

/** Every record of docs/decisions, in number order. */
export function decisionRecords(root: string): DecisionRecord[] {
  const folder = path.join(root, 'docs', 'decisions');
  return readdirSync(folder)
    .filter((name) => RECORD_FILE.test(name))
    .sort()
    .map((name) => readDecisionRecord(name, readFileSync(path.join(folder, name), 'utf8')));
}

const ROW = /^\| \[([0-9]{4})\]\(([^)]+)\) \| (.+) \| (.+) \| (.+) \|$/;

/** The index's rows, and the areas its README names (`- \`area\`: what it covers`). */
export function decisionIndex(readme: string): { rows: DecisionRow[]; areas: string[]; unread: number[] } {
  const rows: DecisionRow[] = [];
  const areas: string[] = [];
  const unread: number[] = [];
  readme.split('\n').forEach((text, index) => {
    const area = /^- `([a-z]+)`: /.exec(text);
    if (area) areas.push(area[1]);
    if (!/^\| \[/.test(text)) return;
    const row = ROW.exec(text);
    if (!row) unread.push(index + 1);
    else
      rows.push({
        line: index + 1,
        number: row[1],
        file: row[2],
        title: row[3].trim(),
        status: row[4].trim(),
        area: row[5].trim(),
      });
  });
  return { rows, areas, unread };
}

/**
 * What is wrong between the records and their index: a record without a row, a row naming no record
 * (or the wrong file), a row's title, status or area that is not the record's, and a record that says it
 * replaces another whose own text does not say so.
 */
export function decisionIndexProblems(records: DecisionRecord[], index: ReturnType<typeof decisionIndex>): string[] {
  const problems: string[] = index.unread.map(
    (line) => `README line ${line}: not a row of number, title, status and area`,
  );
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const rowNumbers = index.rows.map(({ number }) => number);
  for (const record of records) {
    if (record.heading.number !== record.number)
      problems.push(`${record.file}: its title line does not start with # ${record.number}`);
    if (!rowNumbers.includes(record.number)) problems.push(`${record.number}: no row in the index`);
    for (const { number, part } of record.supersedes) {
      const replaced = byNumber.get(number);
      const link = `[${record.number}](${record.file})`;
      const says = part
        ? replaced?.status.startsWith('accepted, in part replaced by ') && replaced.status.includes(link)
        : replaced?.status === `replaced by ${link}`;
      if (!replaced) problems.push(`${record.number}: supersedes ${number}, which is no record`);
      else if (!says)
        problems.push(`${number}: ${record.number} supersedes it, but its own text says "${replaced.status}"`);
    }
  }
  for (const record of records) {
    for (const [, replacedBy] of record.status.matchAll(/\[([0-9]{4})\]/g)) {
      if (!byNumber.get(replacedBy)?.supersedes.some(({ number }) => number === record.number)) {
        problems.push(
          `${record.number}: says ${replacedBy} replaces it, but ${replacedBy} does not say "Supersedes [${record.number}]"`,
        );
      }
    }
  }
  index.rows.forEach((row, position) => {
    const record = byNumber.get(row.number);
    if (rowNumbers.indexOf(row.number) !== position) problems.push(`${row.number}: a second row (line ${row.line})`);
    else if (position > 0 && index.rows[position - 1].number > row.number)
      problems.push(`${row.number}: out of number order (line ${row.line})`);
    if (!record) {
      problems.push(`${row.number}: the index lists it, but there is no such record (line ${row.line})`);
      return;
    }
    if (row.file !== record.file) problems.push(`${row.number}: links ${row.file}, the record is ${record.file}`);
    if (row.title !== record.heading.title)
      problems.push(`${row.number}: title "${row.title}", the record's is "${record.heading.title}"`);
    if (row.status !== record.status)
      problems.push(`${row.number}: status "${row.status}", the record's text says "${record.status}"`);
    if (!index.areas.includes(row.area)) problems.push(`${row.number}: area "${row.area}" is not one the README names`);
  });
  return problems;
}

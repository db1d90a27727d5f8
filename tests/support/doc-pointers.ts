import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Code, tests and docs point into the docs by a section's title, e.g. spec-coverage and the title in
 * curly quotes, or a doc's file name and the title in straight quotes, and to decision records by
 * path. These helpers find those pointers and say which of them name nothing.
 */

const SCANNED = ['app', 'backend', 'components', 'lib', 'server', 'scripts', 'tests', 'docs', 'proxy.ts', 'README.md', 'next.config.mjs', 'eslint.config.mjs'];
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
  const docs = new Set(readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3)));
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
        for (const [, record] of text.matchAll(DECISION_PATH)) pointers.push({ file, line: index + 1, doc: `docs/decisions/${record}` });
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
const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_PHASE', 'CI', 'JEST_WORKER_ID', 'PATH', 'E2E_HOOKS', 'E2E_DATA_DIR', 'NEXT_RUNTIME']);

/** The environment variables read by the shop, its server and its scripts (`process.env.NAME`). */
export function settingsRead(root: string): string[] {
  const names = new Set<string>();
  for (const file of ['app', 'backend', 'components', 'lib', 'server', 'scripts', 'proxy.ts', 'next.config.mjs'].flatMap((entry) => filesUnder(root, entry))) {
    for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) {
      if (!NOT_SETTINGS.has(name)) names.add(name);
    }
  }
  return [...names].sort();
}

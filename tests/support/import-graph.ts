import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The TypeScript sources of a folder, or the file itself. */
function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return SOURCE.test(entry) && !entry.endsWith('.d.ts') ? [entry] : [];
  return readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** The project file an import names (relative or `@/`), or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return CANDIDATES.map((suffix) => base + suffix).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The import graph of the given folders and files, every kind of import counted (value, `import type`,
 * re-export, dynamic `import()`), as `madge --circular` counts them. Paths relative to the root.
 */
export function importGraph(entries: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = entries.flatMap((entry) => sourceFiles(path.join(ROOT, entry)));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolve(file, fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(path.relative(ROOT, file), [...new Set(targets.map((target) => path.relative(ROOT, target)))]);
  }
  return graph;
}

/**
 * The project imports (relative or `@/`) of the given folders and files that name no file, as
 * `from: specifier`. TypeScript reports a missing module, but not a stylesheet: `*.module.css` is
 * declared for every path, and Jest maps every stylesheet to a stand-in, so only the build found one.
 */
export function unresolvedImports(entries: string[]): string[] {
  return entries
    .flatMap((entry) => sourceFiles(path.join(ROOT, entry)))
    .flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter(
          (specifier) =>
            (specifier.startsWith('.') || specifier.startsWith('@/')) && resolve(file, specifier) === undefined,
        )
        .map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`),
    );
}

/** The import cycles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

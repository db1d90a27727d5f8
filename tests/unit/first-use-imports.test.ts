import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The login and contact forms load their rules (yup) and calls at first use: their submit modules are
 * reached only through `import()` (or `import type`, erased at build), so a page's first load carries
 * none of them (docs/spec-coverage.md "Phone speed: first load and prefetches").
 */
const ROOT = path.resolve(__dirname, '../..');
const FIRST_USE = ['components/member/login-submit.ts', 'components/service/contact-submit.ts'];

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

/** The static value imports and re-exports of a file, `from → specifier`, type-only ones left out. */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false);
      return typeOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

const resolved = (from: string, specifier: string) => {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return base === undefined ? undefined : path.relative(ROOT, base).replace(/\.tsx?$/, '');
};

it('the login and contact forms reach their submit modules only by import() at first use', () => {
  const targets = FIRST_USE.map((file) => file.replace(/\.ts$/, ''));
  const files = ['app', 'components', 'lib'].flatMap((folder) => sources(path.join(ROOT, folder)));
  const statically = files.flatMap((file) =>
    staticValueImports(file)
      .filter((specifier) => targets.includes(resolved(file, specifier) ?? ''))
      .map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
  );
  expect(statically).toEqual([]);
  for (const form of ['components/member/login-form.tsx', 'components/service/contact-form.tsx'])
    expect(readFileSync(path.join(ROOT, form), 'utf8')).toMatch(/import\('\.\/(login|contact)-submit'\)/);
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Issue 53: a call's prose stands beside its shape, not longer than it. Prose is the comments and the
 * description strings (summaries, refusals' `when`, additions, the messages they quote); code is every
 * other character but whitespace. Paths (`defineCall`'s first argument), `z.literal`s, `as const`
 * values, comparisons, keys and imports are code.
 */
function measure(text: string) {
  const file = ts.createSourceFile('calls.ts', text, ts.ScriptTarget.Latest, true);
  const comments = new Map<number, number>();
  let literals = 0;
  const isCode = (literal: ts.Node) => {
    for (let node: ts.Node = literal; node.parent; node = node.parent) {
      const { parent } = node;
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
      if (ts.isAsExpression(parent) && parent.type.getText() === 'const') return true;
      if (ts.isBinaryExpression(parent) && parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) return true;
      if (ts.isPropertyAssignment(parent)) return parent.name === node;
      if (ts.isCallExpression(parent))
        return parent.arguments[0] === node && ['defineCall', 'z.literal'].includes(parent.expression.getText());
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
      comments.set(range.pos, range.end - range.pos);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCode(node))
      literals += node.text.length;
    else if (ts.isTemplateExpression(node) && !isCode(node))
      literals += node.head.text.length + node.templateSpans.reduce((sum, span) => sum + span.literal.text.length, 0);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const prose = [...comments.values()].reduce((sum, length) => sum + length, 0) + literals;
  return { prose, code: text.replace(/\s/g, '').length - prose };
}

const folder = path.resolve(__dirname, '../../lib/calls');

describe("lib/calls: a call's prose is not longer than its code", () => {
  it('tells prose from code (the measure itself)', () => {
    const sample = [
      "import { z } from 'zod';",
      '/** Two. */',
      "defineCall('GET x', { summary: 'Three', ok: z.literal('a'), refusals: notFound('四') });",
    ].join('\n');
    expect(measure(sample).prose).toBe('/** Two. */'.length + 'Three'.length + 1);
  });

  /** The files that define calls (the rest of lib/calls turns them into types and the OpenAPI document). */
  const callFiles = readdirSync(folder).filter(
    (name) => name.endsWith('.ts') && readFileSync(path.join(folder, name), 'utf8').includes('defineCall('),
  );

  it('reads the files that define calls', () => expect(callFiles).toEqual(['member.ts', 'public.ts']));

  it.each(callFiles)('%s', (name) => {
    const { prose, code } = measure(readFileSync(path.join(folder, name), 'utf8'));
    expect({ name, prose, code, fits: prose <= code }).toEqual({ name, prose, code, fits: true });
  });
});

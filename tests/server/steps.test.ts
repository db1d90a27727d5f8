import { readFileSync } from 'node:fs';

/**
 * The production server's steps before Next.js are one list, STEPS in server/index.mjs, and docs/architecture.md's
 * picture names the same steps in the same order (decision 0170). The server's file starts a server when
 * imported, so its text is read.
 */
const server = readFileSync('server/index.mjs', 'utf8');
const architecture = readFileSync('docs/architecture.md', 'utf8');

function stepsOfTheServer() {
  const list = /\nconst STEPS = \[\n([\s\S]*?)\n\];\n/.exec(server);
  if (!list) throw new Error('server/index.mjs has no `const STEPS = [ … ];`');
  return [...list[1].matchAll(/^ {2}\[\s*'([^']+)',/gm)].map((match) => match[1]);
}

function stepsOfThePicture() {
  const picture = /## The picture\n\n```\n([\s\S]*?)\n```/.exec(architecture);
  if (!picture) throw new Error('docs/architecture.md has no picture');
  return [...picture[1].matchAll(/▸ ([^:]+):/g)].map((match) => match[1]);
}

it('the steps before Next.js are one list, and the architecture picture draws it step for step', () => {
  const steps = stepsOfTheServer();
  expect(steps).toEqual([
    'draining',
    'client address',
    'method guard',
    'image guard',
    'static brotli',
    'web API',
    'router cache control',
    'page query',
    'outages',
    'page cache',
  ]);
  expect(stepsOfThePicture()).toEqual(steps);
});

it('serve() runs the list and then Next.js, and no step besides', () => {
  const serve = /\nfunction serve\([^)]*\) \{\n([\s\S]*?)\n\}\n/.exec(server)?.[1] ?? '';
  expect(serve).toContain('for (const [, step] of STEPS) if (step(req, res)) return;\n  handle(req, res);');
  expect(serve.match(/\breturn\b/g)).toHaveLength(1);
});

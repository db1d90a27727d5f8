import { readFileSync } from 'node:fs';
import path from 'node:path';
import { danglingPointers, docPointers, settingsRead } from '../support/doc-pointers';

const root = path.resolve(__dirname, '../..');

describe('pointers into the docs', () => {
  it('finds a dangling pointer when there is one (the checker itself)', () => {
    const pointers = [
      { file: 'x.ts', line: 1, doc: 'docs/spec-coverage.md', section: 'Platform' },
      { file: 'x.ts', line: 2, doc: 'docs/spec-coverage.md', section: 'No such section' },
      { file: 'x.ts', line: 3, doc: ['docs', 'decisions', '9999-nothing.md'].join('/') },
    ];
    expect(danglingPointers(root, pointers).map(({ line }) => line)).toEqual([2, 3]);
  });

  it('every section or decision named in code, tests and docs exists', () => {
    const pointers = docPointers(root);
    expect(pointers.length).toBeGreaterThan(400);
    expect(danglingPointers(root, pointers)).toEqual([]);
  });
});

describe('.env.example', () => {
  it('names every setting the shop, its server and its tools read', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const settings = settingsRead(root);
    expect(settings).toEqual(expect.arrayContaining(['API_BASE_URL', 'SESSION_SECRET', 'DATABASE_URL']));
    expect(settings.filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example))).toEqual([]);
  });
});

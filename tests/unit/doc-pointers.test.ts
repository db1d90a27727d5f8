import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  danglingPointers,
  decisionIndex,
  decisionIndexProblems,
  decisionRecords,
  docPointers,
  readDecisionRecord,
  settingsRead,
} from '../support/doc-pointers';

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

describe('the index of decisions (docs/decisions/README.md)', () => {
  const readme = readFileSync(path.join(root, 'docs', 'decisions', 'README.md'), 'utf8');
  const records = decisionRecords(root);

  it('finds a record without a row, a row without a record and a status the record does not say (the checker itself)', () => {
    const fixture = [
      readDecisionRecord('0001-one.md', '# 0001 One\n\n**Superseded** by [0003](0003-three.md): three holds.\n'),
      readDecisionRecord('0002-two.md', '# 0002 Two\n'),
      readDecisionRecord('0003-three.md', '# 0003 Three\n\nSupersedes [0001](0001-one.md).\n'),
    ];
    const index = decisionIndex(
      [
        '- `checkout`: the steps.',
        '| [0001](0001-one.md) | One | accepted | checkout |',
        '| [0003](0003-three.md) | Three | accepted | checkout |',
        '| [0004](0004-four.md) | Four | accepted | checkout |',
      ].join('\n'),
    );
    expect(decisionIndexProblems(fixture, index)).toEqual([
      '0002: no row in the index',
      '0001: status "accepted", the record\'s text says "replaced by [0003](0003-three.md)"',
      '0004: the index lists it, but there is no such record (line 4)',
    ]);
  });

  it('finds a record that says it replaces another whose text does not say so (the checker itself)', () => {
    const fixture = [
      readDecisionRecord('0001-one.md', '# 0001 One\n'),
      readDecisionRecord('0002-two.md', '# 0002 Two\n\nSupersedes part of [0001](0001-one.md).\n'),
    ];
    const index = decisionIndex(
      [
        '- `cart`: lines.',
        '| [0001](0001-one.md) | One | accepted | cart |',
        '| [0002](0002-two.md) | Two | accepted | cart |',
      ].join('\n'),
    );
    expect(decisionIndexProblems(fixture, index)).toEqual([
      '0001: 0002 supersedes it, but its own text says "accepted"',
    ]);
  });

  it('takes a record changed in part by two later ones, each named in its status (the checker itself)', () => {
    const fixture = [
      readDecisionRecord(
        '0001-one.md',
        '# 0001 One\n\n**Superseded in part** by [0002](0002-two.md): a.\n**Superseded in part** by [0003](0003-three.md): b.\n',
      ),
      readDecisionRecord('0002-two.md', '# 0002 Two\n\nSupersedes part of [0001](0001-one.md).\n'),
      readDecisionRecord('0003-three.md', '# 0003 Three\n\nSupersedes part of [0001](0001-one.md).\n'),
    ];
    const row = (status: string) =>
      decisionIndex(
        [
          '- `cart`: lines.',
          `| [0001](0001-one.md) | One | ${status} | cart |`,
          '| [0002](0002-two.md) | Two | accepted | cart |',
          '| [0003](0003-three.md) | Three | accepted | cart |',
        ].join('\n'),
      );
    const both = 'accepted, in part replaced by [0002](0002-two.md) and [0003](0003-three.md)';
    expect(decisionIndexProblems(fixture, row(both))).toEqual([]);
    expect(decisionIndexProblems(fixture, row('accepted, in part replaced by [0002](0002-two.md)'))).toEqual([
      `0001: status "accepted, in part replaced by [0002](0002-two.md)", the record's text says "${both}"`,
    ]);
  });

  it('finds the real index missing a row when one is taken out', () => {
    const without = readme
      .split('\n')
      .filter((line) => !line.startsWith('| [0042]('))
      .join('\n');
    expect(decisionIndexProblems(records, decisionIndex(without))).toEqual(['0042: no row in the index']);
  });

  it('lists every record, each once, with its title, its status as its own text says and an area the README names', () => {
    expect(records.length).toBeGreaterThan(100);
    const index = decisionIndex(readme);
    expect(index.areas.length).toBeGreaterThan(5);
    expect(decisionIndexProblems(records, index)).toEqual([]);
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

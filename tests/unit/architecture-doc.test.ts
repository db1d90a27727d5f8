import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * docs/architecture.md describes the shop's layers: its table "Layers and who may import whom" has a row
 * for every source folder (each folder of lib/ and of tests/ but tests/support), the lint rules and the
 * index of decisions are named in it, and the README links it.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const foldersOf = (folder: string) =>
  readdirSync(path.join(ROOT, folder)).filter((name) => statSync(path.join(ROOT, folder, name)).isDirectory());

it('docs/architecture.md has a layer row for every source folder, names its decisions, and the README links it', () => {
  const architecture = read('docs/architecture.md');
  const table = architecture.slice(architecture.indexOf('## Layers and who may import whom'));
  const rowFolders = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map(([, folder]) => folder.replace(/\/$/, ''));
  const folders = [
    'app',
    'components',
    'proxy.ts',
    'backend',
    'server',
    'scripts',
    ...foldersOf('lib').map((name) => `lib/${name}`),
    ...foldersOf('tests')
      .filter((name) => name !== 'support')
      .map((name) => `tests/${name}`),
  ];
  expect(folders.filter((folder) => !rowFolders.includes(folder))).toEqual([]);
  expect(architecture).toMatch(/^## Decisions$/m);
  expect(architecture).toContain('(decisions/');
  expect(read('README.md')).toContain('](docs/architecture.md)');
});

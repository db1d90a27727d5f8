import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 53: the state the server and Next.js's bundle share (each loads its own copy of lib/node) has one
 * owner, lib/node/process-state.mjs, not a convention of keys on globalThis spread over the modules.
 */
const root = path.resolve(__dirname, '../..');

function sourcesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

describe('the state one process shares (lib/node/process-state.mjs)', () => {
  /** A fresh copy of the module, as the server and Next.js's bundle each load one. */
  function freshCopy(): typeof import('@/lib/node/process-state.mjs') {
    let copy: typeof import('@/lib/node/process-state.mjs') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('@/lib/node/process-state.mjs')>('@/lib/node/process-state.mjs');
    });
    return copy!;
  }

  it('is one, whichever copy of the module asks: made once, then found', () => {
    let made = 0;
    const [first, second] = [freshCopy(), freshCopy()];
    expect(first).not.toBe(second);
    const asked = first.processWide('orderSweep', () => ({ copy: (made += 1) }));
    expect(second.processWide('orderSweep', () => ({ copy: (made += 1) }))).toBe(asked);
    expect(made).toBe(1);
    first.processSlot('orderSweep').set(undefined);
  });

  it('a slot set by one copy is read by another, and forgotten when set to undefined', () => {
    const database = Promise.resolve('the database');
    freshCopy().processSlot('database').set(database);
    expect(freshCopy().processSlot('database').get()).toBe(database);
    freshCopy().processSlot('database').set(undefined);
    expect(freshCopy().processSlot('database').get()).toBeUndefined();
  });

  it('is the only production module that keeps anything on globalThis', () => {
    const owners = ['server', 'lib', 'backend', 'app', 'components', 'scripts']
      .flatMap((folder) => sourcesUnder(path.join(root, folder)))
      .filter((file) => /globalThis(?![.]\w+Event\b)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(owners).toEqual(['lib/node/process-state.mjs']);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { secretFile } from '@/lib/node/data-dir';

let dir: string;
const previous = process.env.DATA_DIR;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'data-dir-')), 'nested');
  process.env.DATA_DIR = dir;
});
afterAll(() => {
  process.env.DATA_DIR = previous;
});

describe('secretFile: a secret the demo generates once in DATA_DIR', () => {
  it('creates the folder and the file (mode 600) on first use and reads it afterwards', () => {
    let made = 0;
    const create = () => `secret-${++made}`;
    expect(secretFile('session-secret', create)).toBe('secret-1');
    expect(secretFile('session-secret', create)).toBe('secret-1');
    expect(made).toBe(1);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('keeps what another process wrote first', () => {
    mkdirSync(dir, { recursive: true });
    expect(
      secretFile('payment-keys', () => {
        writeFileSync(path.join(dir, 'payment-keys'), 'theirs\n'); // another process wins the race meanwhile
        return 'ours';
      }),
    ).toBe('theirs');
    expect(readFileSync(path.join(dir, 'payment-keys'), 'utf8')).toBe('theirs\n');
  });

  it('throws what it cannot handle instead of generating a secret over it', () => {
    mkdirSync(path.join(dir, 'revalidate-secret'), { recursive: true }); // a folder where the file should be
    expect(() => secretFile('revalidate-secret', () => 'fresh')).toThrow(/EISDIR/);
  });
});

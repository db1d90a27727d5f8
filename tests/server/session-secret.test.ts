import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type SecretModule = typeof import('@/lib/session/secret');

/** A fresh copy of the module (it caches the secret) under the given environment. */
function loadSecret(env: Record<string, string | undefined>): SecretModule {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let loaded: SecretModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/lib/session/secret') as SecretModule;
  });
  afterRestore.push(() => {
    process.env = saved;
  });
  return loaded!;
}
const afterRestore: (() => void)[] = [];
afterEach(() => afterRestore.splice(0).forEach((restore) => restore()));

describe('session secret', () => {
  it('refuses to work on a real API without SESSION_SECRET, with a clear reason', () => {
    const { sessionSecret, SessionConfigError } = loadSecret({
      API_BASE_URL: 'https://api.example.com/api',
      SESSION_SECRET: undefined,
    });
    expect(() => sessionSecret()).toThrow(SessionConfigError);
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET/);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    const { sessionSecret } = loadSecret({ SESSION_SECRET: 'short' });
    expect(() => sessionSecret()).toThrow(/32/);
  });

  it('uses SESSION_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(loadSecret({ SESSION_SECRET: secret, API_BASE_URL: 'https://api.example.com/api' }).sessionSecret()).toBe(
      secret,
    );
  });

  it('on the embedded API generates one secret into DATA_DIR/session-secret and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'session-secret-'));
    const first = loadSecret({ DATA_DIR: dir, SESSION_SECRET: undefined, API_BASE_URL: undefined }).sessionSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecret({ DATA_DIR: dir, SESSION_SECRET: undefined, API_BASE_URL: undefined }).sessionSecret()).toBe(
      first,
    );
  });
});

import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { endWithParent } from './end-with-parent';
import { freshDataDir, send, waitUntilHealthy } from './server-support';

/**
 * Issue 52, point 8: `npm start` with its output not a terminal (a supervisor's pipe, a log collector) writes one
 * JSON object a line, on stdout and stderr alike: its own lines (the build's, the demo's warning, the address),
 * Next.js's text (`✓ Running next.config.mjs` when its config is not cached; tests/unit/text-as-json-lines.test.ts
 * has the rule) and the server's. npm's banner before them is npm's own: production
 * runs `node scripts/start.mjs` (docs/operations.md, "Logs and request ids"). Its own server, port and data folder.
 */
const dataDir = '.data/e2e-json-lines';

type Line = { level: string; time: string; msg: string };

const asJsonObject = (line: string): Line | undefined => {
  try {
    const value = JSON.parse(line);
    return value?.constructor === Object ? value : undefined;
  } catch {
    return undefined;
  }
};

test('npm start with its output piped writes only JSON lines, on stdout and stderr', async () => {
  test.setTimeout(120_000);
  await freshDataDir(dataDir);
  const port = await freePort();
  const start = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: '1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: SIGTERM reaches start.mjs and the server it runs
  });
  endWithParent(start.pid!); // never outlives the test run, even one killed
  const output = { stdout: '', stderr: '' };
  start.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  start.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  // Once both have exited and every line is read.
  const closed = new Promise((resolve) => start.once('close', resolve));
  try {
    await waitUntilHealthy(port);
    expect((await send(port, 'GET', '/home')).status).toBe(200);
  } finally {
    process.kill(-start.pid!, 'SIGTERM');
    await closed;
    rmSync(dataDir, { recursive: true, force: true });
  }

  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  const stdout = lines(output.stdout);
  const stderr = lines(output.stderr);
  expect([...stdout, ...stderr].filter((line) => !asJsonObject(line))).toEqual([]);
  const messages = stdout.map((line) => asJsonObject(line)!.msg);
  expect(messages).toContain(`▸ serving the shop at http://localhost:${port}`);
  expect(messages).toContain(`✓ ready on http://localhost:${port}`);
  expect(messages.some((msg) => msg.startsWith('SIGTERM: finishing'))).toBe(true);
  // The demo's warning: one line, its text's lines inside it.
  expect(stderr.map(asJsonObject)).toContainEqual(
    expect.objectContaining({ level: 'warn', msg: expect.stringContaining('Never expose the demo to the internet') }),
  );
});

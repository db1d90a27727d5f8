import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { solarChartBody } from '../support/member-records';
import { exited, freshDataDir, send as sendTo, waitUntilHealthy as healthyOn, type Outcome } from './server-support';

/**
 * SIGTERM during a burst of requests: the server stops accepting, every accepted request
 * is answered in full, the database closes cleanly and the process exits 0; the PGlite files then
 * open again with every answered write in them. Its own server, port and data folder.
 */
/** The kernel's pick, so that no other spec's server of its own can answer on it. */
let port: number;
const dataDir = '.data/e2e-shutdown';

const send = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  sendTo(port, method, path, options);
const waitUntilHealthy = () => healthyOn(port);

function startServer(): ChildProcess {
  return spawn('node', ['server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: '1',
      E2E_HOOKS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const chart = (name: string) => ({ ...solarChartBody, name });

test('SIGTERM finishes the requests in flight, closes the database and exits 0; the data opens again', async () => {
  test.setTimeout(120_000);
  await freshDataDir(dataDir);
  port = await freePort();
  let server = startServer();
  try {
    await waitUntilHealthy();
    // A member of the test's own (the demo's e2e hook); it goes with the data folder.
    const made = await send('POST', '/api/web/_dev/members', { body: {} });
    expect(made.status, JSON.stringify(made)).toBe(201);
    const login = await send('POST', '/api/web/login', {
      body: { username: made.json.data.username, password: 'demo2026' },
    });
    const token = login.json.access_token as string;
    expect(token).toBeTruthy();

    // Ten clients send requests one after another (a POST of a chart every third request); after 40
    // answers the server gets SIGTERM and the clients send nothing new (a load balancer takes the
    // instance out of rotation). Every request in flight must be answered in full.
    let answers = 0;
    let killed = false;
    let stopped: Promise<number | null> | undefined;
    const sent: (Outcome & { name?: string })[] = [];
    const client = async (clientId: number) => {
      for (let i = 0; i < 30 && !killed; i++) {
        const name = `關機測試${'甲乙丙丁戊己庚辛壬癸'[clientId]}${'子丑寅卯辰巳午未申酉戌亥'[i % 12]}${'ABC'[Math.floor(i / 12)]}`; // names allow Chinese and letters only
        const outcome =
          i % 3 === 0
            ? { ...(await send('POST', '/api/web/user/characters', { token, body: chart(name) })), name }
            : await send('GET', `/api/web/products?page=${(i % 5) + 1}`);
        sent.push(outcome);
        if (outcome.error) return;
        if (++answers === 40) {
          killed = true;
          stopped = exited(server);
          server.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, clientId) => client(clientId)));
    expect(stopped, 'SIGTERM was sent').toBeDefined();
    expect(await stopped).toBe(0);

    expect(sent.filter((outcome) => outcome.error || (outcome.status !== 200 && outcome.status !== 201))).toEqual([]);
    // Stopped: the port is closed.
    expect((await send('GET', '/api/health')).error).toBe('ECONNREFUSED');
    const savedCharts = sent
      .filter((outcome) => 'name' in outcome && outcome.status === 201)
      .map((outcome) => (outcome as { name: string }).name);
    expect(savedCharts.length).toBeGreaterThan(5);

    // The same files open again, without repair, with every answered write.
    server = startServer();
    await waitUntilHealthy();
    const list = await send('GET', `/api/web/user/characters?searchText=${encodeURIComponent('關機測試')}`, { token });
    expect(list.status).toBe(200);
    const names = (list.json.data as { name: string }[]).map((row) => row.name);
    for (const name of savedCharts) expect(names).toContain(name);
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

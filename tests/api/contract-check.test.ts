import { execFile } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handle } from '@/backend';
import { CheckRefused, runContractCheck } from '@/scripts/lib/contract-check';
import { withFreshDatabase } from '../support/api';

withFreshDatabase();

/** How the API under test is made to drift: a path, and what its answer becomes. */
type Drift = { path: RegExp; change: (status: number, body: any) => { status: number; body: unknown } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let drift: Drift | undefined;
/** A hostile API: answers a path itself, as it pleases (true when it did). */
let hostile: ((path: string, outgoing: ServerResponse, body: string) => boolean) | undefined;
let server: Server;
let base: string;

// The embedded API over HTTP, with one call's answer changed as another API might answer it.
beforeAll(async () => {
  server = createServer(async (incoming, outgoing) => {
    let sent = '';
    for await (const chunk of incoming) sent += chunk;
    if (hostile?.((incoming.url ?? '').replace(/^\/api\/web\//, ''), outgoing, sent)) return;
    const response = await handle(
      new Request(`http://127.0.0.1${incoming.url}`, {
        method: incoming.method,
        headers: {
          'X-Client-Version': '0.0.1',
          ...(sent ? { 'Content-Type': 'application/json' } : {}),
          ...(incoming.headers.authorization ? { Authorization: incoming.headers.authorization } : {}),
        },
        body: sent || undefined,
      }),
    );
    const type = response.headers.get('content-type') ?? '';
    let status = response.status;
    let body: string | Buffer = Buffer.from(await response.arrayBuffer());
    const path = (incoming.url ?? '').replace(/^\/api\/web\//, '');
    if (drift && type.includes('json') && drift.path.test(path)) {
      const changed = drift.change(status, JSON.parse(body.toString()));
      status = changed.status;
      body = JSON.stringify(changed.body);
    }
    outgoing.writeHead(status, { 'Content-Type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  drift = undefined;
  hostile = undefined;
});

/** `npm run contract -- …` as a person runs it, in a process of its own. */
const command = (args: string[], env: Record<string, string> = { CONTRACT_MEMBER_PASSWORD: 'demo2026' }) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/contract.ts', ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

async function checkPublicReads() {
  const lines: string[] = [];
  const result = await runContractCheck({ base, writes: false, orders: false, print: (line) => lines.push(line) });
  return { ...result, failures: lines.filter((line) => line.startsWith('FAIL')) };
}

describe('npm run contract catches an API that drifted from the contract', () => {
  it('passes the embedded API as it is', async () => {
    const { checked, differences } = await checkPublicReads();
    expect(checked).toBeGreaterThan(50);
    expect(differences).toBe(0);
  });

  it('a renamed field: the field the contract names is missing', async () => {
    drift = {
      path: /^products\/\d+$/,
      change: (status, { data: { name, ...rest } }) => ({ status, body: { data: { ...rest, title: name } } }),
    };
    const { failures } = await checkPublicReads();
    expect(failures).toEqual([
      expect.stringMatching(/^FAIL GET products\/\d+ → 200: data\.name: missing \(expected string\)$/),
    ]);
  });

  it('a number sent as a string', async () => {
    drift = {
      path: /^products$/,
      change: (status, body) => ({
        status,
        body: {
          ...body,
          data: body.data.map((product: { member_price: number }) => ({
            ...product,
            member_price: String(product.member_price),
          })),
        },
      }),
    };
    const { failures, differences } = await checkPublicReads();
    expect(differences).toBe(1);
    expect(failures).toEqual(['FAIL GET products → 200: data[0].member_price: expected number, received string']);
  });

  it("a call the spec does not name answered 404 or 405 is the shop's optional addition, not a difference (issue 50)", async () => {
    const lines: string[] = [];
    drift = {
      path: /^(health|articles\/tree)$/,
      change: (_, body) => ({ status: body.data ? 405 : 404, body: { message: 'Not Found' } }),
    };
    const { differences } = await runContractCheck({
      base,
      writes: false,
      orders: false,
      print: (line) => lines.push(line),
    });
    expect(differences).toBe(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        "ok   GET health → 404: absent, the shop's addition (it falls back)",
        "ok   GET articles/tree → 405: absent, the shop's addition (it falls back)",
      ]),
    );
  });

  it('a status the call never answers, and a refusal code it never gives', async () => {
    drift = {
      path: /^(system-rights|offices\/\d+)$/,
      change: (_, body) =>
        Array.isArray(body.data)
          ? { status: 418, body: { message: '我是茶壺' } }
          : { status: 404, body: { message: '查無此營業所', status_from_backend: 4099 } },
    };
    const { failures } = await checkPublicReads();
    expect(failures).toEqual([
      expect.stringMatching(
        /^FAIL GET system-rights → 418: status 418 is not an answer of GET system-rights \(it answers 200, 400, 503\)$/,
      ),
      expect.stringMatching(
        /^FAIL GET offices\/\d+ → 404: status_from_backend 4099 is not a refusal of GET offices\/\{id\} at 404 \(it gives none\)$/,
      ),
    ]);
  });

  it('the command prints the line and the total and exits 1 on a difference, 2 when the API cannot be reached', async () => {
    drift = {
      path: /^products$/,
      change: (status, body) => ({
        status,
        body: { ...body, data: body.data.map((product: { pv: number }) => ({ ...product, pv: String(product.pv) })) },
      }),
    };
    const drifted = await command([base]);
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('FAIL GET products → 200: data[0].pv: expected number, received string\n');
    expect(drifted.stdout).toMatch(/\n\d+ calls checked in [\d.]+ s: 1 differ from the contract\n$/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await command([`http://127.0.0.1:${port}/api/web`])).toEqual({
      code: 2,
      stdout: '',
      stderr: `contract check: cannot reach http://127.0.0.1:${port}/api/web: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
  });

  it('refuses to run against a base URL that is not the web API, with one line', async () => {
    await expect(
      runContractCheck({ base: base.replace(/\/api\/web$/, ''), writes: false, orders: false, print: () => {} }),
    ).rejects.toThrow(
      new CheckRefused(
        `${base.replace(/\/api\/web$/, '')} is not the web API: GET system-images answered 404 without a data list`,
      ),
    );
  });
});

/** Issue 35: a hostile API gets nothing from `npm run contract`, and cannot crash it. */
describe('npm run contract against a hostile API', () => {
  const MEMBER = 'A123456789';

  it('never prints the password or the token, whatever the API echoes, and escapes what it sends', async () => {
    hostile = (path, outgoing, body) => {
      if (path !== 'login') return false;
      const { password } = JSON.parse(body);
      outgoing.writeHead(403, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          message: `密碼 ${password} 錯誤\n\u001b[31mok   GET forged → 200`,
          status_from_backend: 4003,
        }),
      );
      return true;
    };
    const run = await command([base, '--member', MEMBER]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).not.toContain('demo2026');
    expect(run.stderr).toBe(
      'contract check: login refused for the --member given: 403 密碼 [secret] 錯誤\\u{a}\\u{1b}[31mok   GET forged → 200\n',
    );
  });

  // Issue 52, item 7: npm prints its command line, and CI logs keep it.
  it('never takes the password on the command line; it comes from CONTRACT_MEMBER_PASSWORD or standard input', async () => {
    const onTheLine = await command([base, '--member', 'A123456789:demo2026']);
    expect([onTheLine.code, onTheLine.stderr]).toEqual([
      2,
      expect.stringContaining('the password never goes on the command line'),
    ]);
    const piped = await new Promise<{ code: number; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/contract.ts', base, '--member', 'A123456789'],
        { env: { ...process.env, CONTRACT_MEMBER_PASSWORD: '' } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
      child.stdin?.end('wrong-password\n');
    });
    // The password read from standard input reached the login, which the demo refused.
    expect(piped.stderr).toContain('login refused for the --member given');
  });

  it('follows no redirect: a 307 to another host never receives the credentials', async () => {
    const received: string[] = [];
    const elsewhere = createServer((incoming, outgoing) => {
      received.push(`${incoming.method} ${incoming.url}`);
      outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/steal`;
      hostile = (path, outgoing) => path === 'login' && (outgoing.writeHead(307, { Location: target }).end(), true);
      const run = await command([base, '--member', MEMBER]);
      expect([run.code, run.stderr]).toEqual([
        2,
        'contract check: POST login answered 307, a redirect: the check follows none (credentials would go along); give the base URL the API really answers on\n',
      ]);
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('a huge answer stops the run with one line and exit 2, never a crash', async () => {
    hostile = (path, outgoing) => {
      if (path !== 'terms') return false;
      outgoing.writeHead(200, { 'Content-Type': 'application/json' });
      const megabyte = 'x'.repeat(1024 * 1024);
      outgoing.write('{"data":["');
      for (let sent = 0; sent < 12; sent += 1) outgoing.write(megabyte);
      outgoing.end('"]}');
      return true;
    };
    const run = await command([base]);
    expect([run.code, run.stderr]).toEqual([
      2,
      'contract check: GET terms answered more than 10 MB: not read further\n',
    ]);
  });

  it('an answer that stalls stops the run with one line', async () => {
    hostile = (path, outgoing) =>
      path === 'terms' && (outgoing.writeHead(200, { 'Content-Type': 'application/json' }).write('{"data":['), true);
    // Each call's time limit is a signal the test ends itself, not a real 0.5 s that every call before the
    // stalled one had to beat on a busy machine: it runs out once the stalled answer's head is in.
    let limit = new AbortController();
    const timeLimit = jest
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => (limit = new AbortController()).signal);
    const realFetch = fetch;
    const calls = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input).endsWith('/terms')) limit.abort(new DOMException('timed out', 'TimeoutError'));
      return response;
    });
    try {
      await expect(
        runContractCheck({ base, writes: false, orders: false, print: () => {}, answerTimeoutMs: 500 }),
      ).rejects.toThrow(new CheckRefused('GET terms: the answer did not arrive whole within 0.5 s'));
      expect(timeLimit).toHaveBeenLastCalledWith(500);
    } finally {
      calls.mockRestore();
      timeLimit.mockRestore();
    }
  });
});

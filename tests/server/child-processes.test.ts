import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '@/scripts/lib/free-port.mjs';
import { run, runHeld, startChild } from '@/scripts/lib/run.mjs';
import { serveOn } from '@/scripts/lib/serve.mjs';

/** What `read` gives, or nothing while it throws (a file not written yet). */
const safely = (read: () => string[]) => {
  try {
    return read();
  } catch {
    return [];
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Issue 33: every child process npm test starts reports a failure to start as one clear line and a non-zero exit. */
const MISSING = 'tocin-no-such-command';
const CANNOT_START = `${MISSING} could not start (${MISSING}: ENOENT)`;

describe('the child processes of npm test', () => {
  it('run: a command that cannot start says so and resolves 127', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await run(MISSING, [])).toBe(127);
      expect(printed.mock.calls).toEqual([[`✗ ${CANNOT_START}`]]);
    } finally {
      printed.mockRestore();
    }
  });

  it('runHeld: the chain stops at a command that cannot start, with the line in its output', async () => {
    expect(
      await runHeld([
        [MISSING, []],
        [process.execPath, ['-e', 'console.log("never")']],
      ]),
    ).toEqual({ code: 127, output: `✗ ${CANNOT_START}\n` });
  });

  it('startChild: `ended` tells a server that could not start from one that exited', async () => {
    expect(await startChild(MISSING, MISSING, []).ended).toBe(CANNOT_START);
    expect(await startChild('node', process.execPath, ['-e', 'process.exit(3)']).ended).toBe(
      'node exited (exit code 3)',
    );
  });

  it('startChild: the child never outlives the script that started it, even one killed with SIGKILL', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'runner-'));
    const runner = path.join(folder, 'runner.mjs');
    const runModule = pathToFileURL(path.resolve('scripts/lib/run.mjs')).href;
    writeFileSync(
      runner,
      `import { startChild } from '${runModule}';\nconst { child } = startChild('idle', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);\nconsole.log(child.pid);\nsetInterval(() => {}, 1000);\n`,
    );
    const script = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const childPid = Number(
        await new Promise<string>((resolve) =>
          script.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
        ),
      );
      expect(isAlive(childPid)).toBe(true);
      script.kill('SIGKILL');
      const deadline = Date.now() + 10_000;
      while (isAlive(childPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(isAlive(childPid)).toBe(false);
    } finally {
      script.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    }
  });

  /** A runner, and a server started with END_WITH_PID naming it (`serverCode` first); SIGKILLs the runner. */
  async function killRunnerOf(serverCode: string, within: number) {
    const runner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const watcherModule = pathToFileURL(path.resolve('server/end-with-runner.mjs')).href;
    const server = spawn(
      process.execPath,
      [
        '-e',
        `${serverCode} import('${watcherModule}').then((m) => m.endWithRunner(${runner.pid})); setInterval(() => {}, 1000);`,
      ],
      { stdio: 'ignore' },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(isAlive(server.pid!)).toBe(true);
      runner.kill('SIGKILL');
      const deadline = Date.now() + within;
      while (isAlive(server.pid!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      return isAlive(server.pid!);
    } finally {
      runner.kill('SIGKILL');
      server.kill('SIGKILL');
    }
  }

  it("endWithRunner: a server started by Playwright's webServer (END_WITH_PID) ends when that runner is killed with SIGKILL", async () => {
    expect(await killRunnerOf('', 10_000)).toBe(false);
  });

  it('endWithRunner: a server that does not end on SIGTERM is killed after the grace', async () => {
    expect(await killRunnerOf("process.on('SIGTERM', () => {});", 15_000)).toBe(false);
  }, 20_000);

  it('npm start: a SIGTERM to npm reaches the start script, which hands it to the server and ends after it', async () => {
    // package.json's own start command, in a folder whose start script runs a server as scripts/start.mjs runs
    // server/index.mjs; the server takes a moment to drain after SIGTERM, as the shop's does.
    const folder = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
    const said = path.join(folder, 'said.txt');
    const runModule = pathToFileURL(path.resolve('scripts/lib/run.mjs')).href;
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
    writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'start', scripts: { start: scripts.start } }),
    );
    mkdirSync(path.join(folder, 'scripts'));
    writeFileSync(
      path.join(folder, 'server.mjs'),
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(said)}, 'ready\\n');\nprocess.on('SIGTERM', () => setTimeout(() => { appendFileSync(${JSON.stringify(said)}, 'drained\\n'); process.exit(0); }, 300));\nsetInterval(() => {}, 1000);\n`,
    );
    writeFileSync(
      path.join(folder, 'scripts/start.mjs'),
      `import { run } from '${runModule}';\nprocess.exit(await run(process.execPath, ['server.mjs'], { passOn: ['SIGTERM'] }));\n`,
    );
    const npm = spawn('npm', ['start', '--silent'], { cwd: folder, stdio: 'ignore' });
    const said_ = () => readFileSync(said, 'utf8').split('\n').filter(Boolean);
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && !(isAlive(npm.pid!) && safely(said_).includes('ready')))
        await new Promise((resolve) => setTimeout(resolve, 100));
      npm.kill('SIGTERM');
      const code = await new Promise((resolve) => npm.once('exit', (exitCode) => resolve(exitCode)));
      expect([code, said_()]).toEqual([0, ['ready', 'drained']]);
    } finally {
      npm.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it('serveOn: a server that cannot start fails the wait at once instead of waiting out a timer', async () => {
    const port = await freePort();
    await expect(serveOn({ port, command: MISSING, args: [], readyPath: '/' })).rejects.toThrow(
      `http://localhost:${port}/ never answered: ${CANNOT_START}`,
    );
  });

  it('a script run from a folder whose path has a space fails with one line and exit code 1', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'a clone '));
    try {
      const script = path.join(folder, 'step.mjs');
      const runModule = pathToFileURL(path.resolve('scripts/lib/run.mjs')).href;
      writeFileSync(
        script,
        `import { runAsScript } from '${runModule}';\nawait runAsScript(import.meta.url, async () => { throw new Error('the step failed'); });\n`,
      );
      const step = spawnSync(process.execPath, [script], { encoding: 'utf8' });
      expect([step.status, step.stderr]).toEqual([1, '✗ the step failed\n']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

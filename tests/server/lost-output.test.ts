import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

/**
 * Issue 36: a server whose output is gone (the runner that read it was killed) looped, logging the
 * write's EPIPE to the same closed stream from Next.js's uncaught-exception handler, and ignored SIGTERM.
 */
describe('a server whose output is gone', () => {
  it('stops (its stop is called once, with why) instead of looping on the write errors', async () => {
    const guardModule = pathToFileURL(path.resolve('server/lost-output.mjs')).href;
    const script = `
      import { stopWhenOutputIsGone } from '${guardModule}';
      import { writeSync } from 'node:fs';
      process.on('uncaughtException', (error) => console.error(error)); // as Next.js's router server does
      stopWhenOutputIsGone((reason) => { process.send(reason); setTimeout(() => process.exit(3), 50); });
      setInterval(() => console.log('a line of the server'), 5);
    `;
    const server = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const reasons: string[] = [];
    server.on('message', (reason) => reasons.push(String(reason)));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await new Promise((resolve) => server.stdout!.once('data', resolve));
      server.stdout!.destroy();
      server.stderr!.destroy();
      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
      ]);
      expect(code).toBe(3);
      expect(reasons).toEqual(['its output is gone (EPIPE)']);
    } finally {
      server.kill('SIGKILL');
    }
  });
});

import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Like run, but throws with a readable message when the command fails. */
export async function mustRun(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${label} failed (exit code ${code})`);
}

export const baseEnv = { NEXT_TELEMETRY_DISABLED: '1' };

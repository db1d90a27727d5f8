import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs commands one after another, as `run` does, with their output held back: resolves with the first
 * failing exit code (or 0) and everything they printed, so that two such chains can run side by side
 * and still print one after the other.
 */
export async function runHeld(commands) {
  let output = '';
  for (const [command, args, options = {}] of commands) {
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        output += `${command}: ${error.message}\n`;
        resolve(127);
      });
    });
    if (code !== 0) return { code, output };
  }
  return { code: 0, output };
}

/** Like run, but throws with a readable message when the command fails. */
export async function mustRun(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${label} failed (exit code ${code})`);
}

export const baseEnv = { NEXT_TELEMETRY_DISABLED: '1' };

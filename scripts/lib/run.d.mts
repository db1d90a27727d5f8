/** Types of run.mjs for the tests of how the suite starts its child processes. */
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export function runHeld(commands: [string, string[], SpawnOptions?][]): Promise<{ code: number; output: string }>;
export function startChild(
  label: string,
  command: string,
  args: string[],
  options?: SpawnOptions,
): { child: ChildProcess; ended: Promise<string> };

import { log } from '@/lib/node/log.mjs';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Every line the shop's logger (lib/node/log.mjs) writes from now on, parsed, at `level` and above, until
 * `stop()`; other output on stdout goes through untouched.
 */
export function captureLog(level = 'debug') {
  const written: string[] = [];
  const before = log.level;
  log.level = level;
  const write = process.stdout.write.bind(process.stdout);
  const spy = jest
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.startsWith('{"level"')) written.push(text);
      else return write(chunk, ...(rest as []));
      return true;
    });
  return {
    text: () => written.join(''),
    lines: (): LogLine[] =>
      written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line)),
    stop: () => {
      spy.mockRestore();
      log.level = before;
    },
  };
}

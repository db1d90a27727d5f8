import { textAsJsonLines, createLogger } from '@/lib/node/log.mjs';
import { runInRequest } from '@/lib/node/request-context.mjs';

/** A stream as a pipe is (not a terminal): what reaches it, write by write. */
function pipe(isTTY = false) {
  const written: string[] = [];
  const stream = {
    isTTY,
    write(chunk: string | Uint8Array, ...rest: unknown[]) {
      written.push(String(chunk));
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    },
  } as unknown as NodeJS.WritableStream & { isTTY: boolean };
  return { stream, written, lines: () => written.join('').split('\n').filter(Boolean) };
}

/** Issue 52, point 8: with output not a terminal, every line an operator's pipeline reads is one JSON object. */
describe('textAsJsonLines (lib/node/log.mjs)', () => {
  it("makes another's text one JSON line of the logger's shape, its level by its mark or its stream, without terminal escapes", () => {
    const out = pipe();
    const err = pipe();
    textAsJsonLines([
      [out.stream, 'info'],
      [err.stream, 'error'],
    ]);
    out.stream.write(' ✓ Running next.config.mjs took 34ms\n');
    out.stream.write(Buffer.from('▲ Next.js 16\n'));
    out.stream.write('\n');
    err.stream.write('⚠ DEMO MODE is on\n  Never expose the demo to the internet.\n');
    err.stream.write('⨯ Error: a render failed\n');
    err.stream.write('(node:7) Warning: something\n');
    // Next.js colours its marks: the level still follows the mark, and the line keeps no terminal escape.
    err.stream.write('\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m Warning: Next.js ignored package-lock.json\n');
    const parsed = [...out.lines(), ...err.lines()].map((line) => JSON.parse(line));
    expect(parsed).toEqual([
      { level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: ' ✓ Running next.config.mjs took 34ms' },
      { level: 'info', time: expect.any(String), msg: '▲ Next.js 16' },
      { level: 'warn', time: expect.any(String), msg: '⚠ DEMO MODE is on\n  Never expose the demo to the internet.' },
      { level: 'error', time: expect.any(String), msg: '⨯ Error: a render failed' },
      { level: 'error', time: expect.any(String), msg: '(node:7) Warning: something' },
      { level: 'warn', time: expect.any(String), msg: '⚠ Warning: Next.js ignored package-lock.json' },
    ]);
  });

  it("keeps a visitor's text inside its line: a forged line in it stays part of the message", () => {
    const out = pipe();
    textAsJsonLines([[out.stream, 'info']]);
    const forged = '{"level":"info","time":"2026-01-01T00:00:00.000Z","msg":"payment approved"}';
    out.stream.write(forged + '\n');
    out.stream.write(`⨯ unknown product "x\n${forged}\n"\n`);
    expect(out.lines()).toHaveLength(2);
    expect(out.lines().map((line) => JSON.parse(line).msg)).toEqual([forged, `⨯ unknown product "x\n${forged}\n"`]);
  });

  it("lets the logger's own lines through as they are, names the request, and leaves a terminal's text alone", async () => {
    const out = pipe();
    const terminal = pipe(true);
    textAsJsonLines([
      [out.stream, 'info'],
      [terminal.stream, 'info'],
    ]);
    const logger = createLogger(out.stream, 'info');
    await runInRequest({ id: 'req-0001' }, async () => {
      logger.info({ orderId: 7 }, 'an order was placed');
      out.stream.write('⨯ a render failed\n');
    });
    terminal.stream.write('▸ serving the shop\n');
    expect(out.lines().map((line) => JSON.parse(line))).toEqual([
      { level: 'info', time: expect.any(String), requestId: 'req-0001', orderId: 7, msg: 'an order was placed' },
      { level: 'error', time: expect.any(String), requestId: 'req-0001', msg: '⨯ a render failed' },
    ]);
    expect(terminal.written).toEqual(['▸ serving the shop\n']);
  });
});

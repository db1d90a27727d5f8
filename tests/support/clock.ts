/**
 * Fixes the wall clock (Date) at a Taipei time for the file's tests; timers still run, so SWR, ky and
 * Testing Library wait as usual. `taipeiTime` is 'YYYY-MM-DD HH:mm:ss' in Taiwan (UTC+8).
 */
export function fixTaipeiTime(taipeiTime: string) {
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date(`${taipeiTime.replace(' ', 'T')}+08:00`),
      doNotFake: [
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}

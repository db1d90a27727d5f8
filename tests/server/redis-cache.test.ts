import { QUIET_MS, quietRedisOutages } from '@/server/cache/redis-outage-log.mjs';
import { redisOptions } from '@/server/cache/redis-options.mjs';

/** A console stand-in whose lines are recorded, with a clock the test moves. */
function fakeConsole() {
  const lines: string[] = [];
  const target = {
    error: (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
  };
  let time = 1_000_000;
  quietRedisOutages({ target, now: () => time });
  return { target, lines, advance: (ms: number) => (time += ms) };
}

describe('Redis outage log', () => {
  it('turns the first Redis error of an outage into one line naming the cause, and drops the rest', () => {
    const { target, lines, advance } = fakeConsole();
    target.error('RedisCacheComponentsHandler client error', new Error('connect ECONNREFUSED 127.0.0.1:6379'), 3);
    advance(1000);
    target.error('RedisStringsHandler.get() Error occurred while getting cache entry.', new Error('timeout'));
    target.warn('Subscriber reconnect attempt 2 failed, retrying in 400ms');
    target.error('UseCacheRedisHandler.set() failed:', new Error('Socket closed unexpectedly'));
    expect(lines).toEqual([expect.stringContaining('shared cache (Redis) unavailable')]);
    expect(lines[0]).toContain('Error: connect ECONNREFUSED 127.0.0.1:6379');
  });

  it('reports the next outage once Redis has been quiet for the quiet period', () => {
    const { target, lines, advance } = fakeConsole();
    target.error('Redis client error', new Error('first outage'));
    advance(QUIET_MS - 1);
    target.error('Redis client error', new Error('still the first outage'));
    advance(QUIET_MS + 1);
    target.error('Redis client error', new Error('second outage'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('second outage');
  });

  it('passes every other message through unchanged', () => {
    const { target, lines } = fakeConsole();
    target.error('closing the database failed', new Error('boom'));
    target.error(new Error('not a string first'));
    target.warn('something else');
    target.error('closing the database failed again');
    expect(lines).toEqual([
      'closing the database failed Error: boom',
      'Error: not a string first',
      'something else',
      'closing the database failed again',
    ]);
  });

  it('is installed once per console, so loading both handlers does not double the filter', () => {
    const { target, lines } = fakeConsole();
    quietRedisOutages({ target });
    target.error('Redis client error', new Error('down'));
    expect(lines).toHaveLength(1);
  });
});

describe('Redis options', () => {
  it('uses the database the URL names, database 0 when it names none', () => {
    expect(redisOptions('redis://cache:6379', { KEY_PREFIX: 'b1' })).toEqual({
      redisUrl: 'redis://cache:6379',
      database: 0,
      keyPrefix: 'b1:embedded:',
    });
    expect(redisOptions('redis://:secret@cache:6379/3', { KEY_PREFIX: 'b1' })).toMatchObject({
      redisUrl: 'redis://:secret@cache:6379/3',
      database: 3,
    });
  });

  it('keys pages by the API they came from (issue 35): another API on the same Redis and build finds none of them', () => {
    const embedded = redisOptions('redis://cache:6379', { KEY_PREFIX: 'b1' }).keyPrefix;
    const company = redisOptions('redis://cache:6379', {
      KEY_PREFIX: 'b1',
      API_BASE_URL: 'https://api.example.com/api/web',
    }).keyPrefix;
    const staging = redisOptions('redis://cache:6379', {
      KEY_PREFIX: 'b1',
      API_BASE_URL: 'https://staging.example.com/api/web',
    }).keyPrefix;
    expect(new Set([embedded, company, staging]).size).toBe(3);
    expect(company).toMatch(/^b1:api-[0-9a-f]{12}:$/);
    expect(company).not.toContain('example.com');
  });
});

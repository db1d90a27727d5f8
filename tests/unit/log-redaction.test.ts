import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { log } from '@/lib/node/log.mjs';
import { runInRequest } from '@/lib/node/request-context.mjs';
import { captureLog } from '../support/log-lines';

const MEMBER = {
  id: 42,
  name: '林志明',
  phone: '0912345678',
  email: 'lin@example.com',
  address: '台中市西區民權路 1 號',
  identity: 'A123456789',
};

describe('the log (lib/node/log.mjs)', () => {
  let lines: ReturnType<typeof captureLog>;
  beforeEach(() => (lines = captureLog()));
  afterEach(() => lines.stop());

  it('writes one JSON line per event: level by name, ISO time, message', () => {
    log.info({ orderId: 7 }, 'an order was placed');
    expect(lines.lines()).toEqual([
      { level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), orderId: 7, msg: 'an order was placed' },
    ]);
  });

  it('names the request on every line written while it runs, and nothing outside one', async () => {
    await runInRequest({ id: 'req-0001' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('inside');
    });
    log.warn('outside');
    expect(lines.lines().map(({ requestId, msg }) => ({ requestId, msg }))).toEqual([
      { requestId: 'req-0001', msg: 'inside' },
      { requestId: undefined, msg: 'outside' },
    ]);
  });

  it('removes secrets and member data under their keys, at the top and two levels down', () => {
    log.info(
      {
        member: MEMBER,
        headers: { authorization: 'Bearer abc.def', cookie: 'tocin_session=sealed' },
        token: 'abc.def',
        body: { password: 'demo2026', card_number: '4311-9522-2222-2222' },
      },
      'careless',
    );
    const text = lines.text();
    for (const secret of [
      MEMBER.name,
      MEMBER.phone,
      MEMBER.email,
      MEMBER.address,
      MEMBER.identity,
      'abc.def',
      'sealed',
      'demo2026',
      '4311-9522',
    ])
      expect(text).not.toContain(secret);
    expect(lines.lines()[0].member).toMatchObject({ id: 42, phone: '[redacted]' });
  });

  it('censors secrets inside lists too, and leaves what the caller logged as it was', () => {
    const fields = { orders: [{ id: 7, receiver_phone: MEMBER.phone }], member: { id: 42, email: MEMBER.email } };
    log.info(fields, 'a list');
    expect(lines.lines()[0]).toMatchObject({
      orders: [{ id: 7, receiver_phone: '[redacted]' }],
      member: { id: 42, email: '[redacted]' },
    });
    expect(fields.orders[0].receiver_phone).toBe(MEMBER.phone);
    expect(fields.member.email).toBe(MEMBER.email);
  });

  it('censors no deeper than two levels below the top, and writes a line without secrets as it came', () => {
    log.info(
      { a: { b: { phone: MEMBER.phone, c: { phone: 'three levels down' } } }, route: '/home', status: 200 },
      'deep',
    );
    const [line] = lines.lines();
    expect(line).toMatchObject({
      a: { b: { phone: '[redacted]', c: { phone: 'three levels down' } } },
      route: '/home',
    });
  });

  it('logs a failed query with its stack but without the values it was given', async () => {
    const db = drizzle(new PGlite());
    await db.execute(sql`create table members (phone text primary key)`);
    await db.execute(sql`insert into members values (${MEMBER.phone})`);
    const error = await db
      .execute(sql`insert into members values (${MEMBER.phone})`)
      .catch((failure: unknown) => failure);
    expect(String((error as Error).message)).toContain(MEMBER.phone); // what an error serializer would have written
    log.error({ err: error }, 'the order could not be saved');
    const [line] = lines.lines();
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('Failed query: insert into members'),
      stack: expect.stringContaining('at '),
    });
    expect(lines.text()).not.toContain(MEMBER.phone);
  });
});

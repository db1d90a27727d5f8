import { Hono } from 'hono';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import {
  addressBatchDeleteSchema,
  canAddAddress,
  generalAddressSchema,
  MEMBER_MESSAGES,
} from '@/lib/domain/validation/member';
import { isLive } from '../db/filters';
import { generalAddresses, members } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody, validateBody } from '../http/validate';
import type { GeneralAddress } from '@/lib/contract/types';

/** Saved recipients (general addresses): only ever the caller's own rows, at most 11. */
export const memberAddressRoutes = new Hono<AppEnv>();

type Row = typeof generalAddresses.$inferSelect;
const present = ({ member_id: _owner, ...row }: Row): GeneralAddress => ({
  ...row,
  full_address: `${row.postal_code}${row.city}${row.district}${row.address}`,
});
const missing = () => notFound('查無此收件人');
const own = (memberId: number) => and(eq(generalAddresses.member_id, memberId), isLive(generalAddresses));

memberAddressRoutes.get('/user/general-addresses', async (c) => {
  const rows = await c
    .get('db')
    .select()
    .from(generalAddresses)
    .where(own(c.get('member').id))
    .orderBy(asc(generalAddresses.id));
  return c.json({ data: rows.map(present) });
});

memberAddressRoutes.get('/user/general-addresses/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const [row] = await c
    .get('db')
    .select()
    .from(generalAddresses)
    .where(and(eq(generalAddresses.id, id), own(c.get('member').id)));
  if (!row) throw missing();
  return c.json({ data: present(row) });
});

memberAddressRoutes.post('/user/general-addresses', async (c) => {
  const db = c.get('db');
  const memberId = c.get('member').id;
  const input = await validateBody(generalAddressSchema, await readBody(c.req.raw));
  const stamp = taipeiDateTime(new Date());
  const row = await db.transaction(async (tx) => {
    // Lock the member's row so two concurrent adds cannot both pass the limit.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(generalAddresses).where(own(memberId));
    if (!canAddAddress(n)) throw new HttpError(422, MEMBER_MESSAGES.addressFull);
    const [inserted] = await tx
      .insert(generalAddresses)
      .values({ ...input, member_id: memberId, created_at: stamp, updated_at: stamp })
      .returning();
    return inserted;
  });
  return c.json({ data: present(row) }, 201);
});

memberAddressRoutes.put('/user/general-addresses/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const input = await validateBody(generalAddressSchema, await readBody(c.req.raw));
  const [row] = await c
    .get('db')
    .update(generalAddresses)
    .set({ ...input, updated_at: taipeiDateTime(new Date()) })
    .where(and(eq(generalAddresses.id, id), own(c.get('member').id)))
    .returning();
  if (!row) throw missing();
  return c.json({ data: present(row) });
});

memberAddressRoutes.post('/user/general-addresses/batch-delete', async (c) => {
  const db = c.get('db');
  const memberId = c.get('member').id;
  const input = await validateBody(addressBatchDeleteSchema, await readBody(c.req.raw));
  const ids = [...new Set(input.id)];
  await db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(generalAddresses)
      .where(and(inArray(generalAddresses.id, ids), own(memberId)));
    // Any id that is not the caller's own: nothing is deleted.
    if (n !== ids.length) throw missing();
    await tx.delete(generalAddresses).where(and(inArray(generalAddresses.id, ids), own(memberId)));
  });
  return c.json({ message: '刪除成功' });
});

import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { contactInquirySchema } from '@/lib/domain/validation/contact';
import { contactInquiries, contacts } from '../db/schema';
import { liveRows } from '../db/filters';
import { clientAddressOf } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { claimClientRequest } from '../services/client-limits';
import { readBody, validateBody } from '../http/validate';

/** The contact page: its intro text and the inquiry form (spec-coverage “Public site: company content and service”, §5). */
export const contactRoutes = new Hono<AppEnv>();

contactRoutes.get('/contacts', async (c) => {
  const rows = await liveRows(c.get('db'), contacts, [asc(contacts.id)]);
  return c.json({ data: rows });
});

/** Stores an inquiry for customer service; the form's own schema decides what is accepted. */
contactRoutes.post('/mail-to-tocin', async (c) => {
  const inquiry = await validateBody(contactInquirySchema, await readBody(c.req.raw));
  await claimClientRequest(c.get('db'), 'contact', clientAddressOf(c.req.raw));
  const now = c.get('now');
  await c
    .get('db')
    .insert(contactInquiries)
    .values({ ...inquiry, created_at: now, updated_at: now });
  return c.json({ message: '感謝您的來信，我們將盡快與您聯繫' }, 201);
});

import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { readBody } from '../http/validate';
import { applyPaymentNotice, NOTICE_REFUSED } from '../services/orders/payment-result';
import { paymentGateway } from '../services/payment/gateway';
import { inSpan } from '@/lib/node/tracing.mjs';

/**
 * payments/notify: the gateway's server-to-server result, public (the gateway has no member token;
 * its signature is the proof). Answers in the gateway's plain-text protocol, `1|OK` or `0|…`.
 */
export const paymentRoutes = new Hono<AppEnv>();

paymentRoutes.post('/payments/notify', async (c) => {
  const body = await readBody(c.req.raw).catch(() => undefined);
  if (!body) return c.text(NOTICE_REFUSED.body, NOTICE_REFUSED.status);
  const params = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : String(value ?? '')]),
  );
  const answer = await inSpan('payment.notice', {}, () =>
    applyPaymentNotice(c.get('db'), paymentGateway(), params, c.get('now')),
  );
  return c.text(answer.body, answer.status);
});

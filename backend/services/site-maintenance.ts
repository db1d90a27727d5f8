import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../db/client';

/**
 * The embedded API's maintenance switch: the file DATA_DIR/maintenance (as Laravel's `artisan down`
 * writes one). An operator turns it on with `touch .data/maintenance` and off by removing it, on a
 * running shop, with no restart; the demo also has `PUT _dev/maintenance`. Read at most once a
 * second, so a busy shop does not stat the file on every call. Never on during `next build`.
 */
const RECHECK_MS = 1000;
let known: { closed: boolean; at: number } | undefined;

export const maintenanceFlagPath = () => path.join(dataDir(), 'maintenance');

export function isSiteClosed(now = Date.now()): boolean {
  if (process.env.NEXT_PHASE === 'phase-production-build') return false;
  if (!known || now - known.at >= RECHECK_MS) known = { closed: existsSync(maintenanceFlagPath()), at: now };
  return known.closed;
}

export function setSiteClosed(closed: boolean) {
  if (closed) writeFileSync(maintenanceFlagPath(), `${new Date().toISOString()}\n`);
  else rmSync(maintenanceFlagPath(), { force: true });
  known = { closed, at: Date.now() };
}

/**
 * What stays open while the site is closed: the site's frame (so the maintenance layout and its
 * poller render), the images, health for the load balancer, the demo switch itself, what the
 * maintenance page offers, 業績查詢: signing in and out, the profile and the performance lookup, and
 * the payment gateway's signed server-to-server notices (a card paid or a transfer made during the
 * closure is on time: refusing its notice let the order expire and turned the payment into a refund).
 */
const OPEN_WHILE_CLOSED = new Set([
  'system-images',
  'system-rights',
  'seometas',
  'navbars',
  'health',
  'login',
  'users',
  'user/logout',
  'performances',
  'payments/notify',
]);

export function isOpenWhileClosed(apiPath: string): boolean {
  const [first = ''] = apiPath.split('/');
  return OPEN_WHILE_CLOSED.has(apiPath) || first === 'storage' || first === '_dev';
}

// @ts-check
import client from 'prom-client';
import { processSlot, processWide } from './process-state.mjs';

/** The embedded API's PostgreSQL pool (DATABASE_URL), which backend/db/client.ts opens. */
export const databasePool = /** @type {ReturnType<typeof processSlot<import('pg').Pool>>} */ (
  processSlot('databasePool')
);

/**
 * The counters an operator alerts on (docs/operations.md, "Counters and alerts"), in Prometheus's text
 * format at GET /metrics (app/metrics/route.ts). Kept once per process (lib/node/process-state.mjs): the production
 * server and Next.js's bundle each load their own copy of this file, and both must count into one registry.
 */

/** Seconds: a page from the cache takes a millisecond, a slow web API call a second or more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's counters, each with its labels.
 * @typedef {{
 *   registry: client.Registry,
 *   requests: client.Histogram<'route' | 'method' | 'status'>,
 *   apiCalls: client.Histogram<'call' | 'outcome'>,
 *   ordersPlaced: client.Counter,
 *   ordersRefused: client.Counter<'reason'>,
 *   paymentNotices: client.Counter<'outcome'>,
 *   ordersExpired: client.Counter,
 *   contractDrifts: client.Counter<'call'>,
 *   pageCache: client.Counter<'result'>,
 *   databasePool: client.Gauge<'state'>,
 * }} Metrics
 */

/** @returns {Metrics} */
function createMetrics() {
  const registry = new client.Registry();
  const registers = [registry];
  return {
    registry,
    requests: new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests the production server answered, by route pattern, method and status, and how long they took',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    apiCalls: new client.Histogram({
      name: 'shop_api_call_duration_seconds',
      help: 'Server-side calls to the web API, by call of the contract and outcome (ok, refused: 4xx, failed: 5xx, no_answer)',
      labelNames: ['call', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ordersPlaced: new client.Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (the embedded API)',
      registers,
    }),
    ordersRefused: new client.Counter({
      name: 'shop_orders_refused_total',
      help: 'Orders refused, by reason (the status_from_backend code of the refusal, or failed)',
      labelNames: ['reason'],
      registers,
    }),
    paymentNotices: new client.Counter({
      name: 'shop_payment_notices_total',
      help: 'Payment notices, by outcome: paid, declined, late (paid after the order closed: marked for refund), repeated, bad_signature, unknown_order, wrong_amount',
      labelNames: ['outcome'],
      registers,
    }),
    ordersExpired: new client.Counter({
      name: 'shop_orders_expired_total',
      help: 'Unpaid orders expired past their deadline (by the sweep, or when they were read first)',
      registers,
    }),
    contractDrifts: new client.Counter({
      name: 'shop_contract_drifts_total',
      help: 'Answers of the web API that differ from the contract (CONTRACT_CHECK=log), by call',
      labelNames: ['call'],
      registers,
    }),
    pageCache: new client.Counter({
      name: 'shop_page_cache_total',
      help: 'Document requests the one-second page cache answered (hit) or handed to Next.js (miss)',
      labelNames: ['result'],
      registers,
    }),
    databasePool: new client.Gauge({
      name: 'shop_database_connections',
      help: "The embedded API's PostgreSQL pool (DATABASE_URL): connections in use, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = databasePool.get();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
  };
}

export const metrics = processWide('metrics', createMetrics);

/**
 * A web API answer's outcome for shop_api_call_duration_seconds.
 * @param {number | undefined} status
 * @returns {'ok' | 'refused' | 'failed' | 'no_answer'}
 */
export const callOutcome = (status) =>
  status === undefined ? 'no_answer' : status >= 500 ? 'failed' : status >= 400 ? 'refused' : 'ok';

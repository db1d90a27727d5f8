import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export declare const metrics: {
  registry: Registry;
  requests: Histogram<'route' | 'method' | 'status'>;
  apiCalls: Histogram<'call' | 'outcome'>;
  ordersPlaced: Counter;
  ordersRefused: Counter<'reason'>;
  paymentNotices: Counter<'outcome'>;
  ordersExpired: Counter;
  contractDrifts: Counter<'call'>;
  pageCache: Counter<'result'>;
  databasePool: Gauge<'state'>;
};
export declare function callOutcome(status: number | undefined): 'ok' | 'refused' | 'failed' | 'no_answer';

import { createApp } from './app';
import { startOrderSweep } from './services/orders/sweep';

const app = createApp();

/** The embedded web API: one Request in, one Response out, paths under /api/web/. */
export function handle(request: Request): Promise<Response> {
  startOrderSweep();
  return Promise.resolve(app.fetch(request));
}

import { createApp } from './app';
import { inSpecDialect } from './http/spec-dialect';
import { startOrderSweep } from './services/orders/sweep';

const app = createApp();
const answer = (request: Request) => Promise.resolve(app.fetch(request));
/** `API_DIALECT=spec`: the API as one built from the spec alone would answer (http/spec-dialect.ts). */
const answerInDialect = process.env.API_DIALECT === 'spec' ? inSpecDialect(answer) : answer;

/** The embedded web API: one Request in, one Response out, paths under /api/web/. */
export function handle(request: Request): Promise<Response> {
  startOrderSweep();
  return answerInDialect(request);
}

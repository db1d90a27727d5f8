import { createApp } from './app';

const app = createApp();

/** The embedded web API: one Request in, one Response out, paths under /api/web/. */
export function handle(request: Request): Promise<Response> {
  return Promise.resolve(app.fetch(request));
}

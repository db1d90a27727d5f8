import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a request of /api/web/* with the embedded API's `handle` (true), or leaves it to Next.js (false). */
export declare function createWebApi(options: {
  port: number;
  handle: (request: Request) => Promise<Response>;
  manifestFile?: string;
}): (req: IncomingMessage, res: ServerResponse) => boolean;

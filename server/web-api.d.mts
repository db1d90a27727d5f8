import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a request of /api/web/* with the route's published handler (true), or leaves it to Next.js (false). */
export declare function createWebApi(options: {
  port: number;
  manifestFile?: string;
}): (req: IncomingMessage, res: ServerResponse) => boolean;

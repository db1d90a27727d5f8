import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(acceptEncoding: string | undefined): boolean;
export declare function createStaticBrotli(
  staticDir: string,
  options?: { headers?: { key: string; value: string }[] },
): (req: IncomingMessage, res: ServerResponse) => boolean;

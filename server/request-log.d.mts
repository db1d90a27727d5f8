import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function requestObserver(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  startedAt?: bigint,
): () => void;

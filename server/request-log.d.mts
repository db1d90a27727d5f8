import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Span } from '@opentelemetry/api';

export declare function requestObserver(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  span?: Span,
  startedAt?: bigint,
): () => void;

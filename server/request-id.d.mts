import type { IncomingMessage } from 'node:http';

export declare function requestIdOf(req: Pick<IncomingMessage, 'headers'>, hops?: number): string;

import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const RETRY_AFTER_SECONDS: number;
export declare function isOutage(reported: Set<string>, status: number): boolean;
export declare function answerOutages(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;

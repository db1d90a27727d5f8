import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const METRICS_PATH: '/metrics';
export declare function serveMetrics(req: IncomingMessage, res: ServerResponse, token?: string): boolean;

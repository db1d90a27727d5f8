import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function withoutStaleWhileRevalidate(value: string): string;
export declare function keepRouterAnswersOutOfBrowserRevalidation(req: IncomingMessage, res: ServerResponse): void;

import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function isCanonicalImageQuery(search: string, apiOrigin?: string): boolean;
export declare function refuseNonCanonicalImage(req: IncomingMessage, res: ServerResponse, apiOrigin?: string): boolean;

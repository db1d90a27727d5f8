import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SUPPORTED_METHODS: string[];
export declare function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;
export declare function isCanonicalImageQuery(search: string, apiOrigin?: string): boolean;
export declare function refuseNonCanonicalImage(req: IncomingMessage, res: ServerResponse, apiOrigin?: string): boolean;

export type RequestContext = { id: string };
export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function currentRequest(): RequestContext | undefined;
export declare function runInRequest<T>(context: RequestContext, fn: () => T): T;

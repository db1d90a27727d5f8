export type RequestContext = { id: string };
export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function currentRequest(): RequestContext | undefined;
export declare function runInRequest<T>(context: RequestContext, fn: () => T): T;
export declare function traceContextManager(
  root: import('@opentelemetry/api').Context,
): import('@opentelemetry/api').ContextManager;

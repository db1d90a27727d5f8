/** The embedded web API's handler as the route mounts it: one Request in, one Response out. */
export type WebApiHandler = (request: Request) => Promise<Response>;
export declare function webApiHandler(): WebApiHandler | undefined;
export declare function publishWebApiHandler(handler: WebApiHandler): void;

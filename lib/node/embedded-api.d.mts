/** The embedded web API's seam: one Request in, one Response out (backend/index.ts). */
export type EmbeddedApi = { handle(request: Request): Promise<Response> };
export declare const EMBEDDED_API_BUNDLE: string;
export declare function builtEmbeddedApi(): Promise<EmbeddedApi>;
export declare function handleWithBuiltEmbeddedApi(request: Request): Promise<Response>;

export declare const PAGE_QUERY_PARAMS: Map<string, string[]>;

/** The URL Next.js is given for a request target: its page's server-read parameters only, or the bare path. */
export declare function pageRequestUrl(url: string): string;

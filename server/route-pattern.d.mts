export declare function createRoutePattern(manifestFile?: string): (url: string | undefined) => string;

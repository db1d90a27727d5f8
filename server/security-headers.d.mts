type Env = Record<string, string | undefined>;

export declare function contentSecurityPolicy(env?: Env): string;

export declare function securityHeaders(env?: Env): { key: string; value: string }[];

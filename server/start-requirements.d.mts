export declare function startRefusal(env?: Record<string, string | undefined>): string | undefined;

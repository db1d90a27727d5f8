export declare function redisOptions(url?: string): { redisUrl: string; database: number };

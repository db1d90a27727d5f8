export declare function redisOptions(
  url?: string,
  env?: Record<string, string | undefined>,
): { redisUrl: string; database: number; keyPrefix: string };

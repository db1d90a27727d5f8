type LogTarget = Pick<Console, 'error' | 'warn'>;

export declare const QUIET_MS: number;
export declare function quietRedisOutages(options?: { target?: LogTarget; now?: () => number }): void;
export declare function reportRedisError(operation: string, error: unknown): void;

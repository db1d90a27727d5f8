import type { Logger, DestinationStream } from 'pino';

export declare function serializeError(error: unknown): Record<string, unknown>;
export declare function createLogger(destination?: DestinationStream, level?: string): Logger;
export declare const log: Logger;

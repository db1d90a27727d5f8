import type { Logger, DestinationStream } from 'pino';

export declare function serializeError(error: unknown): Record<string, unknown>;
export declare function createLogger(destination?: DestinationStream, level?: string): Logger;
export declare const log: Logger;
/** A stream that gets JSON lines where it is not a terminal, and the level of the text it is written without a mark. */
type TextStream = [stream: NodeJS.WritableStream & { isTTY?: boolean }, level: string];
export declare function textAsJsonLines(streams?: TextStream[]): void;
export declare function passLineOn(stream: NodeJS.WritableStream, line: string): boolean;

import type { IncomingMessage } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: string;
export declare const CLIENT_PROTOCOL_HEADER: string;
export declare function trustedProxyHops(): number;
export declare function clientAddress(req: IncomingMessage, hops?: number): string;
export declare function markClientAddress(req: IncomingMessage, hops?: number): void;
export declare function clientProtocol(req: IncomingMessage, hops?: number): 'https' | 'http';
export declare function markClientProtocol(req: IncomingMessage, hops?: number): void;

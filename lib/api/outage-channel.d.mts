export type OutageKind = 'maintenance' | 'api';

export declare function reportOutage(kind: OutageKind): void;
export declare function onOutageReport(listener: (kind: OutageKind) => void): void;
export declare function offOutageReport(listener: (kind: OutageKind) => void): void;

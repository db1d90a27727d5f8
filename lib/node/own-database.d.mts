/** The process's own database (a promise of it), typed by its reader: backend/db/client.ts's `Db`. */
export declare function ownDatabase<Db = unknown>(): Promise<Db> | undefined;
export declare function keepOwnDatabase<Db>(database: Promise<Db> | undefined): void;

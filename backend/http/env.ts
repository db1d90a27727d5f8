import type { Db } from '../db/client';
import type { members } from '../db/schema';

export type Member = typeof members.$inferSelect;

/** What every handler finds on the Hono context. */
export type AppEnv = {
  Variables: {
    db: Db;
    /** Taiwan wall-clock time of this request, 'YYYY-MM-DD HH:mm:ss'. */
    now: string;
    member: Member;
    /** This API's own Request → Response handler: the demo gateway posts its notice through it (server to server, in-process). */
    handle: (request: Request) => Promise<Response>;
  };
};

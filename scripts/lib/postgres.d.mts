/** Types of postgres.mjs for the TypeScript scripts that take a database from it. */
export function providePostgres(options?: { required?: boolean; durable?: boolean }): Promise<{
  url: string;
  adminUrl: string;
  version: string;
  source: 'DATABASE_URL' | 'local';
  stop: () => Promise<void>;
} | null>;

/** Types of postgres-server.mjs for the tests that start a server of their own. */
export function postgresBinaries(): string;
export function startLocalServer(options: {
  durable: boolean;
  binaries?: string;
}): Promise<{ adminUrl: string; stop: () => Promise<void> }>;

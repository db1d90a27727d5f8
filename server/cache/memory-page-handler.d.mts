/** Next.js's incremental cache handler, kept in memory only (see the .mjs). */
export default class MemoryPageHandler {
  constructor(options: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}

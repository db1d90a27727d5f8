import { rmSync } from 'node:fs';

/** Each Jest run seeds its own dump of the demo database (tests/support/seeded-dump.ts): drop the last run's. */
export default function removeLastRunsSeededDump() {
  rmSync(new URL('../../node_modules/.cache/seeded-pglite', import.meta.url), { recursive: true, force: true });
}

// The first-load JavaScript budget of the public pages (issue 18): serves the current production
// build, sums the gzip size of the scripts each public page's HTML loads, prints the table and fails
// when a page passes FIRST_LOAD_BUDGET_KB. Sizes, not times: it does not depend on the machine's load.
import { ensureBuild } from './lib/build.mjs';
import { FIRST_LOAD_BUDGET_KB, firstLoadJs, firstLoadTable, kB, publicRoutes } from './lib/first-load-js.mjs';
import { serveProduction } from './lib/serve.mjs';

/** Resolves 0 when every public page is within the budget, 1 otherwise. */
export async function checkJsBudget({ port = Number(process.env.JS_BUDGET_PORT ?? 3250) } = {}) {
  await ensureBuild();
  const { base, stop } = await serveProduction({ port, dataDir: process.env.JS_BUDGET_DATA_DIR ?? '.data/js-budget' });
  try {
    const rows = [];
    for (const path of await publicRoutes(base)) rows.push(await firstLoadJs(base, path));
    console.log(`\nFirst-load JavaScript of the public pages (gzip), budget ${FIRST_LOAD_BUDGET_KB} kB\n`);
    console.log(firstLoadTable(rows));
    const over = rows.filter((row) => row.gzip > FIRST_LOAD_BUDGET_KB * 1024);
    for (const row of over) console.error(`✗ ${row.path}: ${kB(row.gzip)} kB gzip, over the ${FIRST_LOAD_BUDGET_KB} kB budget`);
    return over.length === 0 ? 0 : 1;
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit(await checkJsBudget());
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}

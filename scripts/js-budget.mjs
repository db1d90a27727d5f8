// The first-load JavaScript budget of the public pages: serves the current production build and the
// floor (scripts/lib/floor.mjs), counts the scripts each page's HTML loads, prints the table and fails
// when a page loads more than the floor plus FLOOR_MARGIN_KB (gzip). Sizes, not times: it does not
// depend on the machine's load.
import { ensureBuild } from './lib/build.mjs';
import { ensureFloorBuild, serveFloor } from './lib/floor.mjs';
import { firstLoadBesideFloor, firstLoadTable, FLOOR_MARGIN_KB, kB, overBudget } from './lib/first-load-js.mjs';
import { runAsScript } from './lib/run.mjs';
import { serveProduction } from './lib/serve.mjs';

/** Resolves 0 when every public page is within the budget, 1 otherwise. */
export async function checkJsBudget({ port = Number(process.env.JS_BUDGET_PORT ?? 3250) } = {}) {
  await ensureBuild();
  await ensureFloorBuild();
  const shop = await serveProduction({ port, dataDir: process.env.JS_BUDGET_DATA_DIR ?? '.data/js-budget' });
  const floorServer = await serveFloor({ port: port + 1 }).catch((error) => {
    shop.stop();
    throw error;
  });
  try {
    const { floor, rows } = await firstLoadBesideFloor(shop.base, floorServer.base);
    console.log(
      `\nFirst-load JavaScript of the public pages beside the floor: budget the floor + ${FLOOR_MARGIN_KB} kB gzip\n`,
    );
    console.log(firstLoadTable(rows, floor));
    const over = rows.filter((row) => overBudget(row, floor));
    for (const row of over)
      console.error(
        `✗ ${row.path}: ${kB(row.gzip)} kB gzip, over the floor's ${kB(floor.gzip)} kB + ${FLOOR_MARGIN_KB} kB`,
      );
    return over.length === 0 ? 0 : 1;
  } finally {
    shop.stop();
    floorServer.stop();
  }
}

await runAsScript(import.meta.url, checkJsBudget);

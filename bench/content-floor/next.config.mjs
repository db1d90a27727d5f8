import path from 'node:path';

/** The content floor: a shop page's content in a bare Next.js page (bench/lib/content-floor.mjs). */
const contentFloorConfig = { turbopack: { root: path.resolve(import.meta.dirname, '../..') } };

export default contentFloorConfig;

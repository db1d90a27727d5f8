import path from 'node:path';

/** The floor: a bare Next.js page built with the shop's own next and react (scripts/lib/floor.mjs). */
const floorConfig = { turbopack: { root: path.resolve(import.meta.dirname, '../..') } };

export default floorConfig;

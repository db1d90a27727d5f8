// @ts-check
// `npm run build`: the embedded API's bundle and `next build`, always (npm start builds only when the sources changed).
import { ensureBuild } from './lib/build.mjs';

await ensureBuild({ force: true });

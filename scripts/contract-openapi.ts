/**
 * Writes docs/openapi.json from lib/contract (npm run contract:openapi). A unit test
 * (tests/unit/openapi.test.ts) fails when the committed document is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../lib/calls/openapi';
import { OPENAPI_PATH, openApiText } from '../lib/calls/openapi-text';

writeFileSync(OPENAPI_PATH, openApiText(openApiDocument()));
console.log(`${OPENAPI_PATH} written`);

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { isDemo } from '../services/demo-mode';

/**
 * The demo's readable reference of the contract (Scalar, from npm, served here: the Content-Security-Policy
 * allows no foreign script): GET reference renders docs/openapi.json as served at GET openapi.json.
 */
export const referenceRoutes = new Hono<AppEnv>();

const SCALAR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);

// Scalar's fonts, AI agent and sharing tools live on its servers: the page uses the system's fonts and nothing outside the shop.
const CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  hideDarkModeToggle: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  metaData: { title: 'Tocin web API 參考文件' },
});

const page = (base: string) => `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tocin web API 參考文件</title>
</head>
<body>
<script id="api-reference" data-url="${base}/openapi.json" data-configuration="${CONFIGURATION.replace(/"/g, '&quot;')}"></script>
<script src="${base}/reference/scalar.js"></script>
</body>
</html>
`;

/** The shop's policy for its pages (server/security-headers.mjs), also when the API is served alone. */
const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

let script: Promise<string> | undefined;

referenceRoutes.get('/reference', (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  return c.html(page(c.req.path.replace(/\/reference$/, '')), 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': POLICY,
  });
});

referenceRoutes.get('/reference/scalar.js', async (c) => {
  if (!isDemo()) throw notFound('找不到這個 API 路徑');
  // A failed read is not kept: the next request reads again.
  script ??= readFile(SCALAR, 'utf8').catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return c.body(await script, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRoutePattern } from '@/server/route-pattern.mjs';

/** The part of a build's routes manifest it reads (the shape of .next/routes-manifest.json). */
const manifest = {
  staticRoutes: [
    { page: '/home', regex: '^/home(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/bff/[...path]', regex: '^/api/bff/(.+?)(?:/)?$' },
    { page: '/product/[id]', regex: '^/product/([^/]+?)(?:/)?$' },
  ],
};

describe('the route pattern of a request, for its log line and counters', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'routes-')), 'routes-manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const routePattern = createRoutePattern(file);

  it('names the route, never the ids or the query of the URL', () => {
    expect(routePattern('/product/12?utm=x')).toBe('/product/[id]');
    expect(routePattern('/api/bff/user/orders/993')).toBe('/api/bff/[...path]');
    expect(routePattern('/home/')).toBe('/home');
    expect(routePattern('/api/health')).toBe('/api/health');
  });

  it('groups static files, and names whatever no route knows alike', () => {
    expect(routePattern('/_next/static/chunks/a1b2.js')).toBe('/_next/static');
    expect(routePattern('/_next/image?url=%2Fa.png&w=640&q=75')).toBe('/_next/image');
    expect(routePattern('/favicon.ico')).toBe('(file)');
    expect(routePattern('/wp-admin/setup-config')).toBe('(unknown)');
  });
});

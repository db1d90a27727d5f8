import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types';
import { lightenCachedPage, withoutInlinedCssCopies } from '@/server/cache/inlined-css-payload.mjs';
import MemoryPageHandler from '@/server/cache/memory-page-handler.mjs';

// A page as Next.js 16 writes it with `experimental.inlineCss`: the head's <style data-href> has the text of
// /a.css and /b.css; the payload at the end of the body has it again, /a.css's as a text row ("$3") split
// over two scripts, /b.css's inline; /c.css (a boundary the page does not render) is not in the head.
const A_CSS = '.a_title{color:#8b1e2d}.a_title:after{content:"：";}';
const B_CSS = '.b_box{margin:0}';
const C_CSS = '.c_missing{display:none}';
const rows = [
  ':HL["/_next/static/chunks/a.css","style"]\n',
  `3:T${Buffer.byteLength(A_CSS).toString(16)},${A_CSS}`,
  `4:T${Buffer.byteLength(C_CSS).toString(16)},${C_CSS}`,
  `5:T${Buffer.byteLength('東震股份').toString(16)},東震股份`,
  `0:["$","style","0",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/a.css","children":"$3"}]\n`,
  `6:["$","style","1",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/b.css","children":${JSON.stringify(B_CSS)}}]\n`,
  `7:["$","style","2",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/c.css","children":"$4"}]\n`,
  '8:["$","h1",null,{"children":"$5"}]\n',
];
const payload = rows.join('');
const splitAt = payload.indexOf('title:after');
const scriptOf = (text: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])</script>`;
const head =
  '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">' +
  `${A_CSS}${B_CSS}</style></head><body><h1>東震股份</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>`;
const page = `${head}${scriptOf(payload.slice(0, splitAt))}${scriptOf(payload.slice(splitAt))}</body></html>`;

/** The payload a browser reads from a page's scripts, in order. */
const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((match) => JSON.parse(match[1]))
    .join('');

describe('withoutInlinedCssCopies', () => {
  const lightened = withoutInlinedCssCopies(page);

  it("leaves the payload's text of every stylesheet the head has out, and nothing else", () => {
    expect(payloadOf(lightened)).toBe(
      rows
        .join('')
        .replace(`3:T${Buffer.byteLength(A_CSS).toString(16)},${A_CSS}`, '3:T0,')
        .replace(`"children":${JSON.stringify(B_CSS)}`, '"children":""'),
    );
    expect(payloadOf(lightened)).toContain(C_CSS);
    expect(payloadOf(lightened)).toContain('5:Tc,東震股份0:');
  });

  it('keeps the head, the markup and the other scripts, and the stylesheets once', () => {
    expect(lightened.startsWith(head)).toBe(true);
    expect(lightened.split(A_CSS)).toHaveLength(2);
    expect(lightened.split(B_CSS)).toHaveLength(2);
    expect(lightened.length).toBeLessThan(page.length - A_CSS.length - B_CSS.length);
  });

  it('changes nothing the second time', () => {
    expect(withoutInlinedCssCopies(lightened)).toBe(lightened);
  });

  it('leaves a page alone when its head has no inlined stylesheet or its payload carries binary rows', () => {
    const linked = page.replace(/<style[^>]*>.*?<\/style>/, '<link rel="stylesheet" href="/a.css"/>');
    expect(withoutInlinedCssCopies(linked)).toBe(linked);
    const binary = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(withoutInlinedCssCopies(binary)).toBe(binary);
  });
});

describe('lightenCachedPage', () => {
  it('lightens a cached page once and leaves other entries alone', () => {
    const entry = { kind: 'APP_PAGE', html: page };
    lightenCachedPage(entry);
    expect(entry.html).toBe(withoutInlinedCssCopies(page));
    entry.html = page;
    lightenCachedPage(entry);
    expect(entry.html).toBe(page);
    const route = { kind: 'APP_ROUTE', body: Buffer.from(page) };
    lightenCachedPage(route);
    expect(route.body.toString()).toBe(page);
  });
});

describe('the memory page handler', () => {
  let distDir: string;
  beforeEach(() => (distDir = mkdtempSync(path.join(tmpdir(), 'inlined-css-'))));
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("hands Next.js a cached page with each stylesheet's text once", async () => {
    const handler = new MemoryPageHandler({
      fs: { readFile: fs.readFile, readFileSync, stat: fs.stat, existsSync, mkdir: fs.mkdir, writeFile: fs.writeFile },
      serverDistDir: distDir,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    const key = '/route-cache/app-page/0123/$/home';
    await handler.set(
      key,
      {
        // Next.js's kinds are const enums of its declarations (no values under isolatedModules): the string, typed as the member.
        kind: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
        html: page,
        rscData: Buffer.from('rsc'),
        headers: {},
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      },
      {
        cacheControl: { revalidate: 300, expire: 86_400 },
      },
    );
    const { html } = (await handler.get(key, { kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE, isFallback: false }))
      ?.value as { html: string };
    expect(html.split(A_CSS)).toHaveLength(2);
    expect(html).toBe(withoutInlinedCssCopies(page));
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ARTICLE_LIST_ROOTS } from '@/lib/routes/article-lists';
import { LIST_PATH, parseListState } from '@/lib/routes/product-list-query';
import { PAGE_QUERY_PARAMS, pageRequestUrl } from '@/server/page-query.mjs';

describe('pageRequestUrl: a shared page is rendered from its bare path', () => {
  it.each([
    // A page that does not read its query loses it.
    ['/about?session_hint=X', '/about'],
    ['/product/12?utm_source=line&action=buy', '/product/12'],
    ['/home?', '/home'],
    // A visitor page loses its ?redirect= (the login form reads it in the browser).
    ['/member/login?redirect=%2Fmember%2Faccount', '/member/login'],
    ['/member/forgot?x=1', '/member/forgot'],
    ['/member/register?x=1', '/member/register'],
    // A list keeps what its route reads, as written, and nothing else.
    ['/news/matter?session_hint=X&page=2', '/news/matter?page=2'],
    [
      '/product/list?keyword=%E9%9D%88%E8%8A%9D&session_hint=X&sort=2&page=3',
      '/product/list?keyword=%E9%9D%88%E8%8A%9D&sort=2&page=3',
    ],
    ['/news/matter?%zz=1&page=2', '/news/matter?page=2'],
    // Next's router parameter stays.
    ['/about?session_hint=X&_rsc=abc12', '/about?_rsc=abc12'],
  ])('%s is rendered as %s', (url, rendered) => {
    expect(pageRequestUrl(url)).toBe(rendered);
  });

  it('leaves the API, build assets and signed-in member pages alone', () => {
    for (const url of [
      '/api/web/products?page=2',
      '/_next/image?url=%2Fa.png&w=640&q=75',
      '/member/shopcart/step/5?retCode=1',
      '/member/order?page=2',
      '/member?x=1',
    ]) {
      expect(pageRequestUrl(url)).toBe(url);
    }
  });
});

describe('PAGE_QUERY_PARAMS agrees with the routes', () => {
  it('names every article list root and the product list with the parameters they parse', () => {
    for (const root of Object.values(ARTICLE_LIST_ROOTS)) expect(PAGE_QUERY_PARAMS.get(root)).toEqual(['page']);
    const state = parseListState({ keyword: 'a', category_id: '1', series_id: '2', sort: '2', page: '3' });
    expect(Object.keys(state).sort()).toEqual([...(PAGE_QUERY_PARAMS.get(LIST_PATH) ?? [])].sort());
    expect(PAGE_QUERY_PARAMS.size).toBe(Object.keys(ARTICLE_LIST_ROOTS).length + 1);
  });

  /** A new page that reads searchParams on the server would get none: it must be listed (or be a signed-in member page). */
  it('no public page reads searchParams on the server', () => {
    const pages = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? pages(file) : /^(page|layout)\.tsx$/.test(name) ? [file] : [];
      });
    const readers = pages('app').filter((file) => /searchParams/.test(readFileSync(file, 'utf8')));
    expect(readers.filter((file) => !file.startsWith(path.join('app', 'member', '(signed-in)')))).toEqual([]);
  });
});

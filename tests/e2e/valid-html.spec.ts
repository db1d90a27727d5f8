import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { PUBLIC_GROUPS, type Route } from './page-groups';

/*
 * Every public page is valid HTML (html-validate's standard rules, the content models of the HTML
 * standard): no heading inside a span, no block inside a phrase, no duplicate id. The check reads the
 * document up to its first </html>: React streams the rest of the page after it as scripts that resume
 * the shell (a second </body></html>), which is the framework's, not the page's.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** The page's own document: up to the first </html>. */
const documentOf = (html: string) => html.slice(0, html.indexOf('</html>') + '</html>'.length);

/** The paths a route stands for: itself and, with `detail`, the first link of its page that matches. */
function pathsOf(route: Route, html: string): string[] {
  if (!route.detail) return [route.path];
  const detail = [...html.matchAll(/href="(\/[^"#?]*)"/g)]
    .map(([, href]) => href)
    .find((href) => route.detail!.test(href));
  return detail ? [route.path, detail] : [route.path];
}

for (const [group, routes] of Object.entries(PUBLIC_GROUPS)) {
  test(`the public ${group} pages are valid HTML`, async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const route of routes) {
      const first = await (await request.get(route.path)).text();
      for (const path of pathsOf(route, first)) {
        const html = path === route.path ? first : await (await request.get(path)).text();
        const report = await validator.validateString(documentOf(html), path);
        for (const message of report.results.flatMap((result) => result.messages))
          problems.push(`${path}: ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

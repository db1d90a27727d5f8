/**
 * A company web API in the test's own process, for code that reads `API_BASE_URL` on the server (the pages'
 * loaders, route handlers): the global `fetch` answers its calls by `answer(path, url)` (`path` relative to
 * the base, no query), and a call it has no answer for is a 404, what an API built from the spec alone answers
 * for a call the spec does not name. `asked` lists the paths with their query, in the order asked.
 */
export function fakeCompanyApi(base = 'https://api.company.test/api') {
  const previous = process.env.API_BASE_URL;
  const asked: string[] = [];
  let answer: (path: string, url: URL) => [status: number, body: unknown] | undefined = () => undefined;
  let spy: jest.SpyInstance | undefined;

  beforeEach(() => {
    process.env.API_BASE_URL = base;
    asked.length = 0;
    spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.slice(new URL(`${base}/`).pathname.length);
      asked.push(`${path}${url.search}`);
      const [status, body] = answer(path, url) ?? [404, { message: 'Not Found' }];
      return Response.json(body, { status });
    });
  });
  afterEach(() => spy?.mockRestore());
  afterAll(() => {
    if (previous === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = previous;
  });

  return {
    asked,
    /** How the API answers from now on: `[status, body]` for a path it has, undefined for one it has not. */
    answers(next: typeof answer) {
      answer = next;
    },
  };
}

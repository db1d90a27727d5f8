import { TestEnvironment } from 'jest-environment-jsdom';

/** Where the page's full loads are kept (read by tests/support/network.ts `pageLoads`). */
const PAGE_LOADS = Symbol.for('tocin.test.pageLoads');

/**
 * jsdom with the network classes a browser has: Node's Request, Response, Headers, streams and
 * AbortController (jsdom has none of them, and ky needs them all from one realm), so that the shop's
 * real API clients run in component tests. Nothing goes out: fetch refuses until a test answers the
 * requests at the BFF boundary (tests/support/network.ts). jsdom cannot leave the page: a full load (location.assign, href = …)
 * is recorded instead, so a test can see where the page sent the browser; a hash change still runs.
 */
class JsdomNetworkEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    Object.assign(page, {
      // No request leaves the test: a test answers them with stubNetwork() (tests/support/network.ts).
      fetch: async (input) => {
        throw new TypeError(`No network in component tests: answer ${input} with stubNetwork() (tests/support/network.ts)`);
      },
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      AbortController,
      AbortSignal,
      structuredClone,
    });
    const loads = [];
    page[PAGE_LOADS] = loads;
    const implSymbol = Object.getOwnPropertySymbols(page.location).find((symbol) => symbol.description === 'impl');
    const location = page.location[implSymbol];
    // jsdom's own serializer of a URL record: the href getter of its location, read off another record.
    const hrefOf = (url) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(location), 'href').get.call({ _url: url });
    const navigate = location._locationObjectNavigate.bind(location);
    location._locationObjectNavigate = (url, options) => {
      const onlyHash = url.fragment !== null && hrefOf({ ...url, fragment: null }) === hrefOf({ ...location._url, fragment: null });
      if (onlyHash) return navigate(url, options);
      loads.push(hrefOf(url));
    };
  }
}

export default JsdomNetworkEnvironment;

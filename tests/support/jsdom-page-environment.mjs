import FixedJsdomEnvironment from 'jest-fixed-jsdom';

/** Where the page's full loads are kept (read by tests/support/network.ts `pageLoads`). */
const PAGE_LOADS = Symbol.for('tocin.test.pageLoads');

/**
 * jest-fixed-jsdom (jsdom with Node's fetch, Request, Response, streams and encoders, and Node's
 * module resolution, as MSW needs: tests/support/network.ts) plus what no package does: jsdom cannot
 * leave the page, so a full load (location.assign, href = …) is recorded instead, and a test can see
 * where the page sent the browser; a hash change still runs. And the page's broadcast channels close
 * with it, as a closed tab's do: Node's BroadcastChannel, which jest-fixed-jsdom lends the page, stays
 * open until closed, and one left open keeps Jest from exiting.
 */
class JsdomPageEnvironment extends FixedJsdomEnvironment {
  #channels = new Set();

  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const channels = this.#channels;
    page.BroadcastChannel = class PageBroadcastChannel extends BroadcastChannel {
      constructor(name) {
        super(name);
        channels.add(this);
      }
    };
    const loads = [];
    page[PAGE_LOADS] = loads;
    const implSymbol = Object.getOwnPropertySymbols(page.location).find((symbol) => symbol.description === 'impl');
    const location = page.location[implSymbol];
    // jsdom's own serializer of a URL record: the href getter of its location, read off another record.
    const hrefOf = (url) =>
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(location), 'href').get.call({ _url: url });
    const navigate = location._locationObjectNavigate.bind(location);
    location._locationObjectNavigate = (url, options) => {
      const onlyHash =
        url.fragment !== null && hrefOf({ ...url, fragment: null }) === hrefOf({ ...location._url, fragment: null });
      if (onlyHash) return navigate(url, options);
      loads.push(hrefOf(url));
    };
  }

  async teardown() {
    for (const channel of this.#channels) channel.close();
    await super.teardown();
  }
}

export default JsdomPageEnvironment;

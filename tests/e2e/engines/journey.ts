import { test as base, expect } from '@playwright/test';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './engine';

/**
 * The journeys' runner: Playwright's, with the engine of the project (playwright.config.ts `journeys-*`) in
 * place of Playwright's own browser. `open(size)` gives a fresh visitor's page (its own cookies) on the suite's
 * server; when the test ends, every page it opened must have had no page error, no unhandled rejection and no
 * console error (React's hydration errors among them).
 */
export type EngineOptions = { engineName: EngineName };

export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
export const SIZES = [PHONE, DESKTOP] as const;
export type Size = (typeof SIZES)[number];

export type JourneyPage = EnginePage & { path: (path: string) => Promise<void>; size: Size };

export const journey = base.extend<{ open: (size: Size) => Promise<JourneyPage> }, EngineOptions & { engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = await launchEngine(engineName);
      console.log(`▸ ${engineName}: ${engine.version}`);
      await provide(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  open: async ({ engine, baseURL }, provide) => {
    const pages: JourneyPage[] = [];
    await provide(async (size) => {
      const page = await engine.newPage(size);
      const journeyPage = Object.assign(page, {
        size,
        // Once hydrated (the session watch marks the document), as a person's first tap would meet it.
        path: async (path: string) => {
          await page.goto(`${baseURL}${path}`);
          await page.find({ css: 'html[data-session-watch]' });
        },
      });
      pages.push(journeyPage);
      return journeyPage;
    });
    for (const page of pages) {
      const errors = await page.errors().catch((error: Error) => [`errors unreadable: ${error.message}`]);
      await page.close().catch(() => undefined);
      expect(errors, `page errors in ${engine.name}`).toEqual([]);
    }
  },
});

export { expect };

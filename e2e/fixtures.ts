import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages arrive server-rendered: they are visible before React runs them, and a click that early does
 * nothing. After each load of a portal page, wait until the app marks <html data-app-ready> (pages that
 * are not the portal's, such as the hosted login, have no portal entry script and are not waited for).
 */
async function untilAppReady(page: Page): Promise<void> {
  // A selector wait runs in Playwright's own world, so a page with an installed fake clock is waited for too.
  await page
    .locator('html[data-app-ready], html:not(:has(script[type="module"][src*="/assets/index-"]))')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
  // The app runs before every part of the page has hydrated: parts whose code loads lazily (a details page's
  // play, download and like actions) stay the server's inert HTML a moment longer, and a click there is lost.
  // Polled from here, not with the page's timers: a page may run on a fake clock.
  const hydrated = () =>
    page.evaluate(
      () =>
        // Not a portal page (the hosted login), or a portal page that never started: nothing hydrates.
        !document.documentElement.hasAttribute('data-app-ready') ||
        [...document.querySelectorAll('main button')].every((button) =>
          Object.keys(button).some((key) => key.startsWith('__reactFiber')),
        ),
    );
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if (await hydrated().catch(() => true)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for: the server's HTML is the page.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilAppReady(page).catch(() => undefined);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilAppReady(page).catch(() => undefined);
      return response;
    };
    await use(page);
  },
});

/**
 * A navigation inside the running app (as the back button makes one): the browser's router loads the page
 * and its data itself, so page.route sees those requests (a full load is rendered by the server).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The login, register and reset pages hand over to the hosted page once the app runs in the browser
 * (the session lives there): on a busy 2-core machine that is seconds after the server's page arrived.
 */
export const HOSTED_PAGE_WAIT = { timeout: 15_000 } as const;

/**
 * Waits until React has hydrated the element: the header hydrates first, and a page part whose code loads
 * lazily (a details page's download and like actions) may still be the server's inert HTML for a moment,
 * where a click does nothing.
 */
export async function untilHydrated(locator: ReturnType<Page['locator']>): Promise<void> {
  await base
    .expect(async () => {
      const hydrated = await locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      );
      base.expect(hydrated).toBe(true);
    })
    .toPass({ timeout: 10_000 });
}

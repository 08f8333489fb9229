import { type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages arrive server-rendered: they are visible before React runs them, and a click that early does
 * nothing. After each load of a portal page, wait until the app marks <html data-app-ready> (pages that
 * are not the portal's, such as the hosted login, have no portal entry script and are not waited for).
 * From then on every control answers: parts that hydrate later (a details page's actions) hydrate at once
 * when clicked (ssr-hydration.spec.ts).
 */
async function untilAppReady(page: Page): Promise<void> {
  // A selector wait runs in Playwright's own world, so a page with an installed fake clock is waited for too.
  await page
    .locator('html[data-app-ready], html:not(:has(script[type="module"][src*="/assets/index-"]))')
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Commerce §2 onboarding greets a device's first visit: journeys are not first visits, so every page of this
 * context starts with it marked seen (the portal's key, src/features/onboarding/onboarding-seen.ts). A journey
 * that makes its own context calls this too; the onboarding journey opts out with test.use({ onboarding: 'fresh' }).
 */
export async function skipOnboarding(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('onboardingSeen') === null) localStorage.setItem('onboardingSeen', 'e2e');
    } catch {
      // Documents without storage (about:blank, a sandboxed frame) have no onboarding either.
    }
  });
}

export const test = base.extend<{ onboarding: 'seen' | 'fresh' }>({
  onboarding: ['seen', { option: true }],
  context: async ({ context, onboarding }, use) => {
    if (onboarding === 'seen') await skipOnboarding(context);
    await use(context);
  },
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
export const HOSTED_PAGE_WAIT = { timeout: 30_000 } as const;

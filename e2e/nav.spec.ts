import { createRequire } from 'node:module';
import { expect, type Page, test } from './fixtures.ts';
import { itemUrl, LISTENER, logIn, miniPlayer, nowTitle } from './player-helpers.ts';

// Issue 15, "Getting around": the phones' tab bar, the wider screens' navigation, the header's search entry, the
// Library hub, and the keyboard paths of the drawer and the language switch.

// axe-core is injected as a script: the portal's CSP would refuse it.
test.use({ bypassCSP: true });

const PHONE = { width: 390, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

/** The cookie bar's height on a first visit (0 once answered): the fixed bars sit above it. */
const consentBarSize = (page: Page) =>
  page.evaluate(
    () =>
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--consent-bar-size')) ||
      0,
  );

const tabBar = (page: Page) => page.locator('nav[data-tab-bar]');
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });
const primaryNav = (page: Page) => page.locator('nav[data-primary-nav]');
const combobox = (page: Page) => page.getByRole('banner').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('banner').getByRole('listbox');

/** axe-core (serious and critical only) over the parts this journey is about. */
async function seriousAxeViolations(page: Page, include: string[]) {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (selectors) => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run({ include: selectors.map((selector) => [selector]) }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }, include);
  return violations;
}

test.describe('phones: the bottom tab bar', () => {
  test.use({ viewport: PHONE });

  test('Home, Search, the families and Library, current tab marked, by keyboard too (en)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(tabBar(page)).toBeVisible();
    await expect(primaryNav(page)).toBeHidden();
    await expect(tabBar(page).getByRole('link')).toHaveText(['Home', 'Search', 'Music', 'Video', 'Library']);
    await expect(tab(page, 'Home')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Music')).not.toHaveAttribute('aria-current');

    // Fixed at the bottom of the screen (above the cookie bar), and the page keeps room for it: the footer ends above it.
    const bar = await tabBar(page).boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(
      Math.round(PHONE.height - (await consentBarSize(page))),
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barAfter = await tabBar(page).boundingBox();
    expect(footer && barAfter && footer.y + footer.height).toBeLessThanOrEqual((barAfter?.y ?? 0) + 1);

    await tab(page, 'Music').click();
    await expect(page).toHaveURL(/\/music\/albums$/);
    await expect(tab(page, 'Music')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Home')).not.toHaveAttribute('aria-current');

    // The keyboard reaches the tabs like any link.
    await tab(page, 'Search').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(tab(page, 'Search')).toHaveAttribute('aria-current', 'page');

    await tab(page, 'Library').click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
    await expect(tab(page, 'Library')).toHaveAttribute('aria-current', 'page');
    // Pages of the library are under its tab.
    await page.goto('/favorites');
    await expect(tab(page, 'Library')).toHaveAttribute('aria-current', 'page');

    expect(await seriousAxeViolations(page, ['nav[data-tab-bar]', 'header'])).toEqual([]);
  });

  test('in Arabic the bar is translated and mirrored, and its tabs lead to the Arabic pages', async ({
    page,
  }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(tabBar(page).getByRole('link')).toHaveText([
      'الرئيسية',
      'بحث',
      'موسيقى',
      'فيديو',
      'المكتبة',
    ]);
    const home = await tab(page, 'الرئيسية').boundingBox();
    const library = await tab(page, 'المكتبة').boundingBox();
    // Right to left: the first tab is on the right.
    expect(home && library && home.x).toBeGreaterThan(library?.x ?? Number.POSITIVE_INFINITY);
    await tab(page, 'فيديو').click();
    await expect(page).toHaveURL(/\/ar\/video\/list\/popular$/);
    await expect(tab(page, 'فيديو')).toHaveAttribute('aria-current', 'page');
    await tab(page, 'المكتبة').click();
    await expect(page).toHaveURL(/\/ar\/library$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المكتبة');
  });

  test('with something playing the bar stacks above the mini player, neither hides the other', async ({
    page,
    request,
  }) => {
    const album = await itemUrl(request, 'Golden Hour', 'album');
    await page.goto(album);
    await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
    await expect(nowTitle(page)).toBeVisible();
    const player = await miniPlayer(page).boundingBox();
    const bar = await tabBar(page).boundingBox();
    expect(player && bar).toBeTruthy();
    if (!player || !bar) return;
    expect(Math.round(player.y + player.height)).toBe(
      Math.round(PHONE.height - (await consentBarSize(page))),
    );
    expect(bar.y + bar.height).toBeLessThanOrEqual(player.y + 1);
    // The tabs still answer with the player open.
    await tab(page, 'Home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nowTitle(page)).toBeVisible();
  });

  test('the drawer keeps the focus while open and gives it back to its button', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    const stops = await drawer.locator('a[href], button:not([disabled])').count();
    // Round more than once: focus never leaves the drawer.
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Picking a language in the drawer: the page switches, the drawer closes, focus is back on its button.
    await menuButton.press('Enter');
    await drawer.getByRole('link', { name: 'Deutsch' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/?$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menü' })).toBeFocused();
  });
});

test.describe('wider screens: the header navigation and search', () => {
  test.use({ viewport: DESKTOP });

  test('the families, Search and Library from the header, current page marked (en)', async ({ page }) => {
    await page.goto('/');
    await expect(tabBar(page)).toBeHidden();
    await expect(primaryNav(page).getByRole('link')).toHaveText([
      'Music',
      'Video',
      'Podcasts',
      'Audiobooks',
      'Games',
      'News',
      'Shop',
      'Library',
    ]);
    await primaryNav(page).getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(primaryNav(page).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await primaryNav(page).getByRole('link', { name: 'Podcasts' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/podcast\/list$/);
    await expect(primaryNav(page).getByRole('link', { name: 'Podcasts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(primaryNav(page).getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current');
    await primaryNav(page).getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(combobox(page)).toBeVisible();
    expect(await seriousAxeViolations(page, ['header', 'main'])).toEqual([]);
  });

  test('in Arabic the navigation is translated, mirrored and keeps the language', async ({ page }) => {
    await page.goto('/ar');
    const links = primaryNav(page).getByRole('link');
    await expect(links.first()).toHaveText('موسيقى');
    const music = await links.first().boundingBox();
    const shop = await primaryNav(page).getByRole('link', { name: 'المتجر' }).boundingBox();
    expect(music && shop && music.x).toBeGreaterThan(shop?.x ?? Number.POSITIVE_INFINITY);
    await links.first().click();
    await expect(page).toHaveURL(/\/ar\/music\/albums$/);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
  });

  test('search entry: suggestions as you type, Enter opens one; a query opens the results and is remembered', async ({
    page,
  }) => {
    await page.goto('/music/albums');
    await combobox(page).focus();
    await page.keyboard.type('paper oce', { delay: 20 });
    const suggestion = listbox(page).getByRole('option', { name: /Paper Oceans/ });
    await expect(suggestion).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    // The first option searches the text; the next ones are the suggestions.
    await page.keyboard.press('ArrowDown');
    await expect(listbox(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const active = listbox(page).getByRole('option', { selected: true });
    await expect(active).toContainText('Paper Oceans');
    const activeId = await active.getAttribute('id');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', activeId ?? 'none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/music\/albums\/.+\/\d+$/);
    await expect(page.locator('[data-node="detail"]')).toContainText('Paper Oceans');
    await expect(combobox(page)).toHaveValue('');

    // Escape closes the list, then clears the text.
    await combobox(page).focus();
    await page.keyboard.type('midnight', { delay: 20 });
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveValue('');

    await page.keyboard.type('golden hour', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=golden(\+|%20)hour$/);
    await expect(page.locator('section[data-kind="album"]')).toContainText('Golden Hour');

    // The recent searches, newest first, while the field is empty.
    await page.goto('/');
    await combobox(page).focus();
    await expect(listbox(page)).toHaveAccessibleName('Recent searches');
    await expect(listbox(page).getByRole('option').first()).toContainText('golden hour');
    await expect(listbox(page).getByRole('option', { name: /paper oce/ })).toBeVisible();
    expect(await seriousAxeViolations(page, ['header'])).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=golden(\+|%20)hour$/);
  });

  test('picking a language leaves the focus on the language switch, not on the page body', async ({
    page,
  }) => {
    await page.goto('/music/albums');
    const switcher = page.getByRole('banner').getByRole('button', { name: /language/i });
    await switcher.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Français' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/music\/albums$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /langue/i })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});

test.describe('the Library hub', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor is asked to log in for the account parts and still reaches the downloads', async ({
    page,
  }) => {
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
    await expect(page.locator('[data-login-prompt]')).toContainText('Log in to see your library');
    await expect(page.locator('[data-hub-card]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Downloads', exact: true }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(page).toHaveTitle(/^Downloads · /);
  });

  test('signed in: favourites by kind, history, downloads, wallet and purchases, with counts', async ({
    page,
  }) => {
    await logIn(page, LISTENER);
    await page.goto('/library');
    await expect(page).toHaveTitle(/^Library · /);
    const hub = page.locator('[data-library-hub]');
    await expect(hub.locator('[data-login-prompt]')).toHaveCount(0);
    await expect(hub.locator('[data-hub-card]')).toHaveCount(5);
    for (const id of ['favorites', 'history', 'downloads', 'wallet']) {
      await expect(hub.locator(`[data-hub-card="${id}"] [data-count]`)).toHaveText(/\d/);
    }
    expect(await seriousAxeViolations(page, ['[data-library-hub]'])).toEqual([]);
    await hub.getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await page.goBack();
    await hub.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/history$/);
  });
});

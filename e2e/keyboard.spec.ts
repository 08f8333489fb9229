import { expect, type Locator, type Page, test } from './fixtures.ts';
import { expectPlaying, fullPlayer, itemUrl, miniPlayer, playingAudio } from './player-helpers.ts';

// Issue 15, keyboard paths: the phone drawer, the language switch and the player, by keyboard alone, in en and ar.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const WORDS = {
  en: { menu: 'Menu', settings: 'Settings', language: /^Language:/, skip: 'Skip to player' },
  ar: { menu: 'القائمة', settings: 'الإعدادات', language: /^اللغة:/, skip: 'الانتقال إلى المشغّل' },
} as const;

const focusInside = (locator: Locator) =>
  locator.evaluate(
    (element) => element !== document.activeElement && element.contains(document.activeElement),
  );
const tabStopCount = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      [
        ...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
      ].filter((stop) => stop.getClientRects().length > 0 && stop.tabIndex >= 0).length,
  );

/** Goes round more than once each way: every Tab stop stays inside the modal. */
async function expectTabTrapped(page: Page, modal: Locator) {
  const stops = await tabStopCount(modal);
  expect(stops).toBeGreaterThan(2);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < stops + 2; step++) {
      await page.keyboard.press(key);
      expect(await focusInside(modal), `${key} #${step + 1} of ${stops} stops`).toBe(true);
    }
  }
}

test.describe('phones: the drawer by keyboard', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['en', 'ar'] as const) {
    test(`the drawer opens by keyboard, Tab goes round inside, Escape gives focus back to its button (${lang})`, async ({
      page,
    }) => {
      await page.goto(lang === 'en' ? '/' : '/ar');
      const menuButton = page
        .getByRole('banner')
        .getByRole('button', { name: WORDS[lang].menu, exact: true });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: WORDS[lang].menu });
      await expect(drawer.getByRole('link', { name: 'Deutsch' })).toBeVisible();
      expect(await focusInside(drawer)).toBe(true);
      await expectTabTrapped(page, drawer);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  }

  test('picking Arabic in the drawer: the page turns right to left and focus is on the menu button', async ({
    page,
  }) => {
    await page.goto('/music/albums');
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'العربية' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/music\/albums$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'القائمة', exact: true }),
    ).toBeFocused();
  });
});

test.describe('wider screens: the language switch by keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('Arabic from the language switch: rtl, focus on the switch; English again: ltr, focus still there', async ({
    page,
  }) => {
    await page.goto('/music/albums');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: WORDS.en.language }).press('Enter');
    await banner.getByRole('link', { name: 'العربية' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/music\/albums$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicSwitch = banner.getByRole('button', { name: WORDS.ar.language });
    await expect(arabicSwitch).toBeFocused();

    await page.keyboard.press('Enter');
    await banner.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/music\/albums$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(banner.getByRole('button', { name: WORDS.en.language })).toBeFocused();
  });

  test('Arabic from the settings menu: rtl, and focus on the settings button, not on the page body', async ({
    page,
  }) => {
    await page.goto('/music/albums');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: WORDS.en.settings, exact: true }).press('Enter');
    await banner.getByRole('link', { name: 'العربية' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(banner.getByRole('button', { name: WORDS.ar.settings, exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});

test.describe('the player by keyboard', () => {
  test.use({ viewport: DESKTOP });

  for (const lang of ['en', 'ar'] as const) {
    test(`start an album, reach the player by the skip link and by Alt+P, pause, and the full player keeps focus (${lang})`, async ({
      page,
      request,
    }) => {
      const album = await itemUrl(request, 'Golden Hour', 'album');
      await page.goto(lang === 'en' ? album : `/ar${album}`);
      const skipToMain = page.locator('a[href="#main-content"]');
      const skipToPlayer = page.locator('a[href="#player"]');
      // Nothing plays yet: the first Tab stop is the skip to the content, and there is no skip to the player.
      await page.keyboard.press('Tab');
      await expect(skipToMain).toBeFocused();
      await expect(skipToPlayer).toHaveCount(0);

      // Start the album by keyboard.
      await page.locator('[data-play-actions] button').first().focus();
      await page.keyboard.press('Enter');
      await expectPlaying(page);
      const toggle = miniPlayer(page).locator('[data-player-toggle]');
      await expect(toggle).toHaveAttribute('data-player-toggle', 'pause');
      await expect(miniPlayer(page)).toHaveRole('region');

      // The skip link: the stop after "skip to main content", shown when focused, lands on play/pause.
      await skipToMain.focus();
      await page.keyboard.press('Tab');
      await expect(skipToPlayer).toBeFocused();
      await expect(skipToPlayer).toHaveText(WORDS[lang].skip);
      await expect(skipToPlayer).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('data-player-toggle', 'play');
      await expect.poll(() => playingAudio(page)).toBeNull();

      // Alt+P from the page's content; never from a text field.
      const search = page.getByRole('banner').getByRole('combobox');
      await search.focus();
      await page.keyboard.press('Alt+P');
      await expect(search).toBeFocused();
      await page.locator('[data-play-actions] button').first().focus();
      await page.keyboard.press('Alt+P');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-keyshortcuts', 'Alt+P');
      await page.keyboard.press('Space');
      await expectPlaying(page);

      // The full player by keyboard: from play/pause back past "previous" to the button that opens it.
      const open = miniPlayer(page).locator('button[aria-expanded]');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      const sheet = fullPlayer(page);
      await expect(sheet).toBeVisible();
      await expectTabTrapped(page, sheet);
      await page.keyboard.press('Alt+P');
      await expect(sheet.locator('[data-player-toggle]')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(open).toBeFocused();
    });
  }
});

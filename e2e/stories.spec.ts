import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';

const ring = (page: Page, group: string) =>
  page.locator(`[data-node="stories"] [data-story-group="${group}"]`);
const storiesDialog = (page: Page) => page.locator('dialog[data-dialog="stories"]');

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

test.describe('stories with reduced motion (stories wait for the user)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('viewed state survives a reload: a partly seen group resumes where it was left, a finished one turns grey', async ({
    page,
  }) => {
    await page.goto('/');
    const music = ring(page, 'new-music');
    await expect(music).toHaveAttribute('data-watched', 'false');
    // By keyboard: the ring opens the dialog, the arrows move, Escape closes and focus returns to the ring.
    await music.focus();
    await page.keyboard.press('Enter');
    const dialog = storiesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'New music' })).toBeVisible();
    await expect(dialog.locator('[data-story-position]')).toHaveText('Story 1 of 3');
    await expect(dialog.getByRole('link', { name: 'Open' })).toHaveAttribute('href', /\/music\/albums\//);
    await axeClean(page);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-story-position]')).toHaveText('Story 2 of 3');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(music).toBeFocused();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('viewedStories:demo') ?? '{}'))).toEqual(
      {
        'new-music': { isWatched: false, index: 1 },
      },
    );

    await page.reload();
    await expect(music).toHaveAttribute('data-watched', 'false');
    await music.click();
    await expect(dialog.locator('[data-story-position]')).toHaveText('Story 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-story-position]')).toHaveText('Story 3 of 3');
    // The last story has no link.
    await expect(dialog.getByRole('link', { name: 'Open' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(music).toHaveAttribute('data-watched', 'true');

    await page.reload();
    await expect(music).toHaveAttribute('data-watched', 'true');
    await expect(ring(page, 'watch-tonight')).toHaveAttribute('data-watched', 'false');
  });

  test("next from a group's last story goes to the next group; a story's link opens its page and closes the stories", async ({
    page,
  }) => {
    await page.goto('/');
    await ring(page, 'watch-tonight').click();
    const dialog = storiesDialog(page);
    await dialog.getByRole('button', { name: 'Next story' }).click();
    await dialog.getByRole('button', { name: 'Next story' }).click();
    await expect(dialog.getByRole('heading', { name: 'Play' })).toBeVisible();
    await expect(dialog.locator('[data-story-position]')).toHaveText('Story 1 of 2');
    await dialog.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/games\/details\//);
    await expect(dialog).toBeHidden();
  });

  test('in Arabic the stories are right to left: the left arrow goes forward', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await ring(page, 'new-music').click();
    const dialog = storiesDialog(page);
    await expect(dialog.getByRole('heading', { name: 'موسيقى جديدة' })).toBeVisible();
    await expect(dialog.locator('[data-story-position]')).toHaveText('القصة 1 من 3');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('[data-story-position]')).toHaveText('القصة 2 من 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-story-position]')).toHaveText('القصة 1 من 3');
    await axeClean(page);
  });
});

test('stories advance on their own and pause on Space', async ({ page }) => {
  await page.goto('/');
  await ring(page, 'play').click();
  const dialog = storiesDialog(page);
  await expect(dialog.locator('[data-story-position]')).toHaveText('Story 1 of 2');
  // The first story lasts 5 s.
  await expect(dialog.locator('[data-story-position]')).toHaveText('Story 2 of 2', { timeout: 15_000 });
  await dialog.locator('[data-story]').hover();
  await page.keyboard.press('Space');
  await expect(dialog).toHaveAttribute('data-paused', 'true');
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
});

test.describe('onboarding on a first visit', () => {
  test.use({ onboarding: 'fresh' });

  test('shown once per device, not while the consent bar asks; skip, next and done', async ({ page }) => {
    await page.goto('/');
    // The consent bar is in the way on this first page: no onboarding over it.
    await page.locator('[data-consent="accept"]').click();
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('heading', { name: 'Everything in one place' })).toBeVisible();
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Take it offline' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Install the app' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the stories dialog fills the screen; a tap on the right goes forward, on the left back', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await ring(page, 'new-music').click();
    const dialog = storiesDialog(page);
    const position = dialog.locator('[data-story-position]');
    await expect(position).toHaveText('Story 1 of 3');
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const stage = await dialog.locator('[data-story]').boundingBox();
    if (!stage) throw new Error('no story stage');
    const y = stage.y + stage.height / 2;
    await page.mouse.click(stage.x + stage.width * 0.85, y);
    await expect(position).toHaveText('Story 2 of 3');
    await page.mouse.click(stage.x + stage.width * 0.1, y);
    await expect(position).toHaveText('Story 1 of 3');
  });
});

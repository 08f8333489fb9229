import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { signedInState } from './api-session.ts';
import { expect, skipOnboarding, test } from './fixtures.ts';
import { itemUrl } from './player-helpers.ts';
import { DEMO_USER } from './session-helpers.ts';

const PLAYER = { email: 'player@demo.example', password: 'play-demo-1' };
const BASIC = { email: 'basic@demo.example', password: 'basic-demo-1' };
const FREE = { email: 'free@demo.example', password: 'free-demo-1' };

/** A signed-in page of its own browser context (each user a new login: refresh tokens rotate). */
async function pageOf(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, storageState: await signedInState(baseURL, account) });
  await skipOnboarding(context);
  return context.newPage();
}

/** The tournaments list (the tournaments rail's "see all"), then one tournament's page. */
async function openTournament(page: Page, name: string, prefix = '') {
  await page.goto(`${prefix}/tournaments/list`);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/tournaments\/details\/\d+/);
  await expect(page.locator('[data-node="tournament-panel"][data-state]')).toBeVisible();
}

test('a user joins a challenge, registers, sees the step done and its ticket in /reward, then watches the highlights for another', async ({
  browser,
  baseURL,
}) => {
  // Not an arcade player: the demo arcade's finished competitions pay their seeded players prizes, which would
  // change the balance this journey reads.
  const page = await pageOf(browser, baseURL as string, DEMO_USER);
  await openTournament(page, 'Chess Masters Open');
  await expect(page.locator('[data-tournament-state="running"]')).toHaveText('Running now');
  const challenge = page.locator('[data-node="challenge"]', {
    has: page.getByRole('heading', { name: 'Opening moves' }),
  });
  await challenge.getByRole('button', { name: 'Join the challenge' }).click();
  const join = page.getByRole('dialog');
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(join.getByRole('status')).toHaveText('You joined. Each step you complete pays its tickets.');
  await join.getByRole('button', { name: 'OK' }).click();
  await expect(challenge.locator('[data-tickets-earned="0"]')).toHaveText('Joined: no tickets earned yet.');
  await expect(challenge.locator('[data-step-progress]').first()).toHaveText('0 of 1');

  await page.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog');
  await register.getByLabel('In-game id (optional)').fill('OwnerKnight');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('status')).toHaveText('You are registered. Good luck!');
  await register.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-registered]')).toHaveText('You are registered as OwnerKnight.');
  await expect(challenge.locator('[data-step-progress]').first()).toHaveText('Done');
  await expect(challenge.locator('[data-tickets-earned="1"]')).toHaveText('Joined: 1 ticket earned.');

  await page.goto('/reward');
  await expect(page.locator('[data-tickets]')).toHaveText('1');
  const row = page.locator('[data-reward-history] li').first();
  await expect(row).toContainText('+1 tickets');
  await expect(row).toContainText('Opening moves · Register for the tournament');

  // A step the portal witnesses: the highlights video watched to its end (POST /kafka/event).
  await openTournament(page, 'Castle Siege League');
  const scout = page.locator('[data-node="challenge"]', {
    has: page.getByRole('heading', { name: 'Scout the rivals' }),
  });
  await scout.getByRole('button', { name: 'Join the challenge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await scout.getByRole('button', { name: 'Watch the highlights' }).click();
  const video = scout.locator('video[data-highlights]');
  await expect(video).toBeVisible();
  // Straight to the last second: the journey is about the report at its end, not the whole clip.
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (Number.isNaN(element.duration))
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.currentTime = Math.max(0, element.duration - 0.5);
    await element.play();
  });
  await expect(scout.locator('[data-tickets-earned="1"]')).toHaveText('Joined: 1 ticket earned.');
  await page.goto('/reward');
  await expect(page.locator('[data-tickets]')).toHaveText('2');
  await page.context().close();
});

test('a visitor who joins a challenge or registers gets the login dialog; /notifications asks to log in', async ({
  page,
}) => {
  await openTournament(page, 'Goal Rush Five-a-Side Cup');
  await expect(page.locator('[data-tournament-state="running"]')).toBeVisible();
  await page.locator('[data-join-challenge="goal-rush-five-a-side-kick-off"]').click();
  await expect(page.getByRole('dialog').locator('a[href*="/user/login"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('[data-register-tournament]').click();
  await expect(page.getByRole('dialog').locator('a[href*="/user/login"]')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.locator('[data-login-prompt]')).toBeVisible();
});

test.describe
  .serial('a tournament team formed by request and by invitation', () => {
    test('a join request accepted by the captain in /notifications', async ({ browser, baseURL }) => {
      const asker = await pageOf(browser, baseURL as string, BASIC);
      const captain = await pageOf(browser, baseURL as string, PLAYER);
      await openTournament(asker, 'Castle Siege League');
      await asker.getByRole('button', { name: 'Register' }).click();
      await asker.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
      await asker.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      const team = asker.locator('[data-team="Castle Crushers"]');
      await team.getByRole('button', { name: 'Ask to join' }).click();
      await expect(team.locator('[data-requested]')).toHaveText('Request sent: waiting for the captain.');

      await captain.goto('/notifications');
      const request = captain.locator('[data-notifications="pending"] li', {
        hasText: 'Demo B. asks to join your team Castle Crushers.',
      });
      await expect(request).toContainText('New');
      await expect(request).toContainText('Members: Demo P.');
      await request.getByRole('button', { name: 'Accept' }).click();
      await expect(request).toHaveCount(0);

      await asker.goto('/notifications');
      const news = asker.locator('[data-notifications="team"] li', {
        hasText: 'Demo P. accepted your request to join Castle Crushers.',
      });
      await expect(news).toBeVisible();
      await openTournament(asker, 'Castle Siege League');
      await expect(team).toContainText('Your team');
      await expect(team.locator('[data-member]')).toHaveCount(2);
      await asker.context().close();
      await captain.context().close();
    });

    test('in Arabic: an invitation declined by keyboard, a second one accepted', async ({
      browser,
      baseURL,
    }) => {
      const captain = await pageOf(browser, baseURL as string, PLAYER);
      const invited = await pageOf(browser, baseURL as string, FREE);
      const invite = async () => {
        await openTournament(captain, 'دوري حصار القلعة', '/ar');
        await expect(captain.locator('html')).toHaveAttribute('dir', 'rtl');
        const form = captain.locator('[data-invite-form]');
        await form.getByLabel('ادعُ لاعبًا (البريد الإلكتروني أو المعرّف داخل اللعبة)').fill(FREE.email);
        await form.getByRole('button', { name: 'دعوة' }).click();
        await expect(form.locator('[data-invited]')).toHaveText(`أُرسلت الدعوة إلى ${FREE.email}.`);
      };
      const invitation = invited.locator('[data-notifications="pending"] li', {
        hasText: 'يدعوك Demo P. إلى الفريق Castle Crushers.',
      });

      await invite();
      await invited.goto('/ar/notifications');
      await expect(invited.locator('html')).toHaveAttribute('dir', 'rtl');
      await invitation.getByRole('button', { name: 'رفض' }).focus();
      await invited.keyboard.press('Enter');
      await expect(invitation).toHaveCount(0);
      await expect(invited.locator('[data-notifications="pending"] [data-empty]')).toBeVisible();
      await captain.goto('/ar/notifications');
      await expect(
        captain.locator('[data-notifications="team"] li', {
          hasText: 'رفض Demo F. دعوتك إلى Castle Crushers.',
        }),
      ).toBeVisible();

      await invite();
      await invited.goto('/ar/notifications');
      await invitation.getByRole('button', { name: 'قبول' }).click();
      await expect(invitation).toHaveCount(0);
      await captain.goto('/ar/notifications');
      await expect(
        captain.locator('[data-notifications="team"] li', {
          hasText: 'قبل Demo F. دعوتك إلى Castle Crushers.',
        }),
      ).toBeVisible();
      await invited.context().close();
      await captain.context().close();
    });

    // In the serial group: it visits the captain's /notifications, which marks their news seen.
    test('the tournament panel, /notifications and /reward have no serious accessibility violation, in en and ar', async ({
      browser,
      baseURL,
    }) => {
      const page = await pageOf(browser, baseURL as string, PLAYER);
      const found: string[] = [];
      for (const prefix of ['', '/ar']) {
        await openTournament(page, prefix ? 'دوري حصار القلعة' : 'Castle Siege League', prefix);
        await expect(page.locator('[data-invite-form]')).toBeVisible();
        found.push(...(await seriousViolations(page)));
        await page.goto(`${prefix}/notifications`);
        await expect(page.locator('[data-notifications="team"]')).toBeVisible();
        found.push(...(await seriousViolations(page)));
        await page.goto(`${prefix}/reward`);
        await expect(page.locator('[data-reward-balance]')).toBeVisible();
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  });

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`,
    );
}

test('a user in a tournament’s challenge plays its game in the frame and the “Play” step counts it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // Not the challenge-and-reward journey's user (the listener): each joins Opening moves once.
  const page = await pageOf(browser, baseURL as string, PLAYER);
  await openTournament(page, 'Chess Masters Open');
  const challenge = page.locator('[data-node="challenge"]', {
    has: page.getByRole('heading', { name: 'Opening moves' }),
  });
  await challenge.getByRole('button', { name: 'Join the challenge' }).click();
  const join = page.getByRole('dialog');
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await join.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog');
  await register.getByRole('button', { name: 'Register' }).click();
  await register.getByRole('button', { name: 'OK' }).click();
  await expect(challenge.locator('[data-step-progress]').nth(1)).toHaveText('0 of 3');
  const tournament = page.url();

  // The tournament's game (props.gameSlug), a free play of a signed-in user in the frame: the session's start is
  // the server's witness (a visitor's free play names no one and counts nothing).
  await page.goto(await itemUrl(request, 'Chess Masters', 'game'));
  const dialog = page.locator('dialog[open][data-game-dialog]');
  const start = page.locator('dialog[open] [data-free-play-start]');
  await expect(async () => {
    await page.locator('[data-game-free-play]').click();
    await expect(start).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await start.click();
  await expect(dialog).toBeVisible();
  await expect(page.locator('iframe[data-game-frame]')).toHaveAttribute('data-ready', '');
  await page.locator('[data-game-close]').click();
  await expect(dialog).toHaveCount(0);

  await page.goto(tournament);
  await expect(challenge.locator('[data-step-progress]').nth(1)).toHaveText('1 of 3');
});

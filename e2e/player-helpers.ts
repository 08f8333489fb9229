import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { chooseFromProfileMenu, expectSignedInAs, submitHostedLogin } from './session-helpers.ts';

/** Seeded demo accounts (README "Playback and entitlement"). */
export const LISTENER = { email: 'listener@demo.example', password: 'listen-demo-1', name: 'Demo' } as const;
export const OWNER = { email: 'owner@demo.example', password: 'own-demo-1', name: 'Demo' } as const;
export const FREE = { email: 'free@demo.example', password: 'free-demo-1', name: 'Demo' } as const;

/** Golden Hour (The Lanterns): three tracks in this order. */
export const GOLDEN_HOUR = ['Sun on the Stairs', 'Paper Kites', 'Late July'];

/** The next POST /song answer (the player asking for an item's URL). */
export const songAnswer = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/song' && r.request().method() === 'POST');

/** The page of a seeded item, found the way a user finds it: by searching its title. */
export async function itemUrl(request: APIRequestContext, title: string, kind: string): Promise<string> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(title)}&kinds=${kind}&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const url = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  expect(url, `${kind} "${title}"`).toBeTruthy();
  return url as string;
}

export async function logIn(page: Page, account: { email: string; password: string; name: string }) {
  await page.goto('/');
  await chooseFromProfileMenu(page, 'Log in');
  await submitHostedLogin(page, account);
  await expectSignedInAs(page, account.name);
}

export const miniPlayer = (page: Page) => page.locator('[data-mini-player]');
export const nowTitle = (page: Page) => miniPlayer(page).locator('[data-now-title]');
export const fullPlayer = (page: Page) => page.locator('dialog[data-full-player]');
export const queueEntries = (page: Page) => fullPlayer(page).locator('[data-queue] li');

/** The <audio> element of the player's pool that plays now, if any. */
export const playingAudio = (page: Page) =>
  page.evaluate(() => {
    const audio = [...document.querySelectorAll('audio')].find((a) => !a.paused && !a.ended);
    return audio ? { id: audio.id, src: audio.src, time: audio.currentTime, muted: audio.muted } : null;
  });

/** Waits until sound really comes out: an element plays and its time moves on. */
export async function expectPlaying(page: Page) {
  const start = (await playingAudio(page))?.time ?? 0;
  await expect
    .poll(async () => (await playingAudio(page))?.time ?? -1, { timeout: 10_000 })
    .toBeGreaterThan(start);
}

export async function openFullPlayer(page: Page) {
  await miniPlayer(page)
    .getByRole('button', { name: /^Open the full player/ })
    .click();
  await expect(fullPlayer(page)).toBeVisible();
}

/** Reports the page sends, and the server's answers to them. */
export function collectReports(page: Page) {
  const reports: { usageDuration: number; partial: boolean; ticketId: string; offline: boolean }[] = [];
  const answers: { status: number; body: unknown }[] = [];
  const isReport = (url: string, method: string) =>
    new URL(url).pathname === '/api/content/streaming/report' && method === 'POST';
  page.on('request', (request) => {
    if (isReport(request.url(), request.method())) reports.push(request.postDataJSON());
  });
  page.on('response', async (response) => {
    if (isReport(response.url(), response.request().method()))
      answers.push({ status: response.status(), body: await response.json().catch(() => null) });
  });
  return { reports, answers };
}

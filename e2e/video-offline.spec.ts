import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import {
  chooseFromProfileMenu,
  DEMO_USER,
  expectSignedInAs,
  signInOverHttp,
  submitHostedLogin,
} from './session-helpers.ts';

/** The details page of a seeded video, found the way a user finds it: by searching its title. */
async function videoUrl(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(title)}&kinds=video&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const url = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  expect(url, `video "${title}"`).toBeTruthy();
  return url as string;
}

/** The <video> of the offline dialog: where it stands. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('dialog[data-offline-video] video');
    return video
      ? { time: video.currentTime, duration: video.duration, paused: video.paused, frames: video.readyState }
      : undefined;
  });

const logIn = (page: Page, url: string) => signInOverHttp(page, DEMO_USER, url);

test('download a free video, cut the network, play it from Downloads and seek near its end', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const film = await videoUrl(request, 'The Little Robot');
  await logIn(page, film);
  // The service worker controls the page; a page it saw online opens offline later.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();

  const offlineFiles: string[] = [];
  page.on('requestfinished', (req) => {
    if (req.url().includes('/media/offline/')) offlineFiles.push(new URL(req.url()).pathname);
  });
  const header = page.locator('[data-node="detail"]');
  const answer = page.waitForResponse((res) => res.url().includes('/api/video/download'));
  await header.getByRole('button', { name: 'Download The Little Robot for offline viewing' }).click();
  const files = (await (await answer).json()).files as Array<{ name: string; sizeBytes: number }>;
  const bytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  test.info().annotations.push({ type: 'download', description: `${files.length} files, ${bytes} bytes` });
  console.log(`[video-offline] download: ${files.length} files, ${bytes} bytes`);
  await expect(header.getByRole('link', { name: 'Downloaded' })).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await chooseFromProfileMenu(page, 'Downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const row = page.locator('[data-download][data-status="done"]', { hasText: 'The Little Robot' });
  await expect(row).toContainText(/Downloaded\s*\d+(\.\d)? MB/);
  await row.getByRole('button', { name: 'Play The Little Robot' }).click();

  const dialog = page.locator('dialog[data-offline-video]');
  await expect(dialog.getByRole('heading', { name: 'The Little Robot' })).toBeVisible();
  const clicked = Date.now();
  await dialog.getByRole('button', { name: 'Play The Little Robot' }).click();
  await expect.poll(async () => (await videoState(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  const firstFrame = Date.now() - clicked;
  test.info().annotations.push({ type: 'offline first frame', description: `${firstFrame} ms` });
  console.log(`[video-offline] offline click → playing: ${firstFrame} ms`);
  // Played from the device: the manifest and the media came from the worker's offline route.
  expect(offlineFiles.some((path) => path.endsWith('/offline.mpd'))).toBe(true);
  expect(offlineFiles.some((path) => path.endsWith('.mp4'))).toBe(true);

  // Seek near the end (by the keyboard's forward step from there, as a user would with the seek bar): it goes on.
  const duration = (await videoState(page))?.duration ?? 0;
  expect(duration).toBeGreaterThan(5);
  const target = Math.floor(duration) - 3;
  await page.evaluate((at) => {
    const video = document.querySelector<HTMLVideoElement>('dialog[data-offline-video] video');
    if (video) video.currentTime = at;
  }, target);
  await expect
    .poll(async () => (await videoState(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(target + 0.5);

  // Escape closes the player and focus returns to the row's Play button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Play The Little Robot' })).toBeFocused();
  await context.setOffline(false);
});

test('a protected video cannot be downloaded: the offline-DRM reason is shown, and the server refuses it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const film = await videoUrl(request, 'The Clockmaker');
  await logIn(page, film);
  const header = page.locator('[data-node="detail"]');
  await expect(header).toContainText("Protected videos can't be kept for offline viewing in this browser.");
  await expect(header.locator('[data-video-download]')).toBeDisabled();
  // Asked anyway (an old page, another client): 403 OFFLINE_DRM_UNSUPPORTED, no files.
  const refused = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('session:demo') ?? '{}') as { access_token: string };
    const id = Number(document.querySelector('[data-video-download]')?.getAttribute('data-video-download'));
    const res = await fetch('/api/video/download', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
      },
      body: JSON.stringify({ articleId: id, deviceId: 1 }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('OFFLINE_DRM_UNSUPPORTED');
  expect(refused.body.files).toBeUndefined();
});

test('continue watching: a video stopped halfway shows on the home page with its progress; never for visitors', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const search = await request.get('/api/search?q=Final%20Whistle&kinds=video&limit=1', {
    headers: { 'x-tenant-id': 'demo' },
  });
  const card = (await search.json()).groups[0]?.items[0];
  const id = Number(card?.data?.customProperties?.id);
  expect(id).toBeGreaterThan(0);
  await page.goto('/');
  // A visitor: no rail (the server page has only its slot, which renders nothing).
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await expect(page.locator('[data-continue-watching]')).toHaveCount(0);

  await chooseFromProfileMenu(page, 'Log in');
  await submitHostedLogin(page, DEMO_USER);
  await expectSignedInAs(page, DEMO_USER.name);
  // The player saved 6 s (what a pause halfway through the title's 10–12 s file writes).
  const saved = await page.evaluate(async (itemId) => {
    const token = JSON.parse(localStorage.getItem('session:demo') ?? '{}') as { access_token: string };
    const res = await fetch(`/api/user/history/PLAY/${itemId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
      },
      body: JSON.stringify({ userCurrentPlaying: 6, contentType: 'VIDEO' }),
    });
    return res.status;
  }, id);
  expect(saved).toBe(200);
  await page.goto('/');
  const rail = page.locator('[data-continue-watching]');
  await expect(rail.getByRole('heading', { name: 'Continue watching' })).toBeVisible();
  await expect(rail.locator(`[data-in-progress="${id}"]`)).toBeVisible();
  // 6 s of the file's real length (50 or 60 %), not of the catalogue's minutes.
  await expect(rail.getByRole('progressbar', { name: /^Watched (50|60)% of Final Whistle$/ })).toBeVisible();
});

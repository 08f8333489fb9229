// Video benchmark (issue 18): time from a click on the stream page's play button to the first video frame
// (requestVideoFrameCallback), median and p95, for a free (clear) and a premium (ClearKey: licence request
// included) title; then the rebuffer count of a premium title played to its end under a throttled network
// (1.6 Mbps, 150 ms); then offline: the free title downloaded from its details page, the network cut, and the
// click on Play in the Downloads page's player to the first frame (manifest and media from the device).
// Real server on a fresh PGlite, Debian Chromium, the demo listener (entitled to both).
// Usage: npm run bench:video [-- --runs=10]; BENCH_PORT=… picks the server's port (default 8843).
// Expects a built portal (dist/, or DIST_DIR=…).
import { existsSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { logIn, median, percentile } from './bench-media-page.ts';
import { startServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8843);
const DIST_DIR = process.env.DIST_DIR ?? './dist';
const runsArg = process.argv.slice(2).find((arg) => /^--runs=\d+$/.test(arg));
const runs = Number(runsArg?.slice('--runs='.length) ?? 10);
const FREE_TITLE = 'The Little Robot';
const PREMIUM_TITLE = 'The Clockmaker';

const ms = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, ` +
  `min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} runs)`;

/** The details page of a seeded video (search's click URL). */
async function detailsPath(origin: string, title: string): Promise<string> {
  const res = await fetch(`${origin}/api/search?q=${encodeURIComponent(title)}&kinds=video&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  if (!res.ok) throw new Error(`search ${title}: HTTP ${res.status}`);
  const url: string | undefined = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  if (!url) throw new Error(`no video "${title}"`);
  return url;
}

/** The stream page of a seeded video (its details page's id). */
async function streamPath(origin: string, title: string): Promise<string> {
  const id = (await detailsPath(origin, title)).split('/').filter(Boolean).at(-1);
  return `/video/stream/${id}`;
}

/** One play: the stage loads, the click starts the clock, the first presented frame stops it. */
async function clickToFirstFrame(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  return timeFirstFrame(page, 'body');
}

/** The click on the play button of the video stage inside `scope` to the stage's first presented frame. */
async function timeFirstFrame(page: Page, scope: string): Promise<number> {
  await page.locator(`${scope} [data-video-start]`).waitFor();
  await page.evaluate((inside) => {
    const video = document.querySelector<HTMLVideoElement>(`${inside} video[data-video]`);
    const button = document.querySelector(`${inside} [data-video-start]`);
    if (!video || !button) throw new Error('no video stage on the page');
    const w = window as unknown as { firstFrame: Promise<number> };
    w.firstFrame = new Promise((resolve) => {
      button.addEventListener(
        'click',
        () => {
          const start = performance.now();
          video.requestVideoFrameCallback(() => resolve(performance.now() - start));
        },
        { capture: true, once: true },
      );
    });
  }, scope);
  await page.locator(`${scope} [data-video-start]`).click();
  return page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame);
}

/**
 * Downloads the free title from its details page (as the video-offline journey does), cuts the network, and times
 * `runs` plays from the Downloads page: each a reload of that page (from the service worker), Play on the row,
 * then the click on the player's Play button to its first frame. One uncounted play first (the worker's first
 * answers of the page and the player's chunks).
 */
async function offlineFirstFrames(
  context: BrowserContext,
  page: Page,
  origin: string,
  title: string,
): Promise<{ times: number[]; bytes: number; downloadMs: number }> {
  await page.goto(`${origin}${await detailsPath(origin, title)}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // A page the worker saw online opens offline later.
  await page.reload();
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  const header = page.locator('[data-node="detail"]');
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/video/download');
  const started = Date.now();
  await header.getByRole('button', { name: `Download ${title} for offline viewing` }).click();
  const files = (await (await answer).json()).files as Array<{ sizeBytes: number }>;
  await header.getByRole('link', { name: 'Downloaded' }).waitFor({ timeout: 60_000 });
  const downloadMs = Date.now() - started;
  const bytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);

  await page.goto(`${origin}/downloads`);
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  await context.setOffline(true);
  const offlineRequests: string[] = [];
  const onRequest = (req: { url(): string }) => {
    if (!req.url().startsWith('data:')) offlineRequests.push(new URL(req.url()).pathname);
  };
  page.on('requestfinished', onRequest);
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      await page.reload();
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      const row = page.locator('[data-download][data-status="done"]', { hasText: title });
      await row.getByRole('button', { name: `Play ${title}` }).click();
      const time = await timeFirstFrame(page, 'dialog[data-offline-video]');
      if (run > 0) times.push(time);
    }
  } finally {
    page.off('requestfinished', onRequest);
    await context.setOffline(false);
  }
  // Played from the device: the offline manifest and its media came through the worker's offline route.
  if (!offlineRequests.some((path) => path.includes('/media/offline/') && path.endsWith('.mpd')))
    throw new Error(
      `offline plays did not read the downloaded manifest (${offlineRequests.length} requests)`,
    );
  return { times, bytes, downloadMs };
}

/** Plays the title to its end under the network profile; counts the stalls after the first frame. */
async function rebuffers(page: Page, url: string): Promise<{ stalls: number; heights: string[] }> {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (1.6 * 1024 * 1024) / 8,
  });
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-video]');
    if (!video) throw new Error('no video');
    const w = window as unknown as { stalls: number; heights: string[] };
    w.stalls = 0;
    w.heights = [];
    let started = false;
    video.addEventListener('playing', () => {
      started = true;
    });
    video.addEventListener('waiting', () => {
      if (started && !video.seeking) w.stalls += 1;
    });
    const stage = document.querySelector('[data-video-stage]');
    if (stage)
      new MutationObserver(() => {
        const height = stage.getAttribute('data-height');
        if (height && w.heights.at(-1) !== height) w.heights.push(height);
      }).observe(stage, { attributes: true, attributeFilter: ['data-height'] });
  });
  await page.locator('[data-video-start]').click();
  await page.waitForFunction(
    () => document.querySelector<HTMLVideoElement>('video[data-video]')?.ended === true,
    undefined,
    { timeout: 120_000 },
  );
  const result = await page.evaluate(() => {
    const w = window as unknown as { stalls: number; heights: string[] };
    return { stalls: w.stalls, heights: w.heights };
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return result;
}

if (!existsSync(`${DIST_DIR}/index.html`) && !existsSync(`${DIST_DIR}/.vite/manifest.json`))
  throw new Error(`No built portal in ${DIST_DIR}: run npm run build first.`);
const server = await startServer(PORT, { DIST_DIR });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, server.origin);
  const free = await streamPath(server.origin, FREE_TITLE);
  const premium = await streamPath(server.origin, PREMIUM_TITLE);
  // The first premium play packages the title (per-title key) on the server: warm it outside the figures.
  await clickToFirstFrame(page, `${server.origin}${premium}`);
  for (const [label, path] of [
    ['free (clear)', free],
    ['premium (ClearKey, licence included)', premium],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await clickToFirstFrame(page, `${server.origin}${path}`));
    console.log(`click → first frame, ${label}: ${ms(times)}`);
  }
  const offline = await offlineFirstFrames(context, page, server.origin, FREE_TITLE);
  console.log(
    `click → first frame, free (clear) downloaded, offline (Downloads page, network cut): ${ms(offline.times)}; ` +
      `download ${(offline.bytes / 1e6).toFixed(2)} MB in ${offline.downloadMs} ms`,
  );
  const throttled = await rebuffers(page, `${server.origin}${premium}`);
  console.log(
    `premium played to its end at 1.6 Mbps / 150 ms: ${throttled.stalls} rebuffers; heights shown ${throttled.heights.join(' → ') || '(none)'}`,
  );
} finally {
  await browser.close();
  await server.stop();
}

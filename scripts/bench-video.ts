// Video benchmark (issue 18): time from a click on the stream page's play button to the first video frame
// (requestVideoFrameCallback), median and p95, for a free (clear) and a premium (ClearKey: licence request
// included) title; then the rebuffer count of a premium title played to its end under a throttled network
// (1.6 Mbps, 150 ms). Real server on a fresh PGlite, Debian Chromium, the demo listener (entitled to both).
// Usage: npm run bench:video [-- --runs=10]. Expects a built portal (dist/, or DIST_DIR=…).
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { logIn, median, percentile } from './bench-media-page.ts';
import { startServer } from './bench-server.ts';

const PORT = 8843;
const DIST_DIR = process.env.DIST_DIR ?? './dist';
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 10);
const FREE_TITLE = 'The Little Robot';
const PREMIUM_TITLE = 'The Clockmaker';

const ms = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, ` +
  `min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} runs)`;

async function streamPath(origin: string, title: string): Promise<string> {
  const res = await fetch(`${origin}/api/search?q=${encodeURIComponent(title)}&kinds=video&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  if (!res.ok) throw new Error(`search ${title}: HTTP ${res.status}`);
  const url: string | undefined = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  const id = url?.split('/').filter(Boolean).at(-1);
  if (!id) throw new Error(`no video "${title}"`);
  return `/video/stream/${id}`;
}

/** One play: the stage loads, the click starts the clock, the first presented frame stops it. */
async function clickToFirstFrame(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-video]');
    const button = document.querySelector('[data-video-start]');
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
  });
  await page.locator('[data-video-start]').click();
  return page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame);
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
  const page = await browser.newPage();
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
  const throttled = await rebuffers(page, `${server.origin}${premium}`);
  console.log(
    `premium played to its end at 1.6 Mbps / 150 ms: ${throttled.stalls} rebuffers; heights shown ${throttled.heights.join(' → ') || '(none)'}`,
  );
} finally {
  await browser.close();
  await server.stop();
}

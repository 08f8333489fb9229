// Hydration benchmark: on a details page loaded over a throttled connection (CDP network emulation,
// 1.6 Mbps down / 750 kbps up / 150 ms RTT), how long after the app is ready (html[data-app-ready]) and
// after the header hydrated its lazily rendered actions (the Download button) get React's fiber, and how
// long that button is on screen as inert server HTML; and whether a click on it the moment the app is ready
// is honoured (a visitor's Download opens the login dialog) or lost.
// Usage: npm run bench:hydrate [-- --runs=5]. Expects a built portal (dist/, or DIST_DIR=…);
// BENCH_ORIGIN=http://localhost:<port> measures a server that already runs instead of starting one.
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { median, percentile } from './bench-media-page.ts';
import { startServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8826);
const DIST_DIR = process.env.DIST_DIR ?? './dist';
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 5);
const PAGE = process.env.BENCH_PAGE ?? '/music/albums/nora-vale/1';
const DOWNLOAD = '[data-download-collection], [data-download-item]';
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Marks {
  shown?: number;
  header?: number;
  ready?: number;
  download?: number;
}

/** Runs in the page before its scripts: notes when each milestone happens (performance.now, page clock). */
function watchMarks(selector: string): void {
  const marks: Marks = {};
  (window as unknown as { hydrationMarks: Marks }).hydrationMarks = marks;
  const hasFiber = (element: Element | null) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  const check = () => {
    const now = performance.now();
    const download = document.querySelector(selector);
    if (marks.shown === undefined && download) marks.shown = now;
    if (marks.header === undefined && hasFiber(document.querySelector('header a'))) marks.header = now;
    if (marks.ready === undefined && document.documentElement?.hasAttribute('data-app-ready'))
      marks.ready = now;
    if (marks.download === undefined && hasFiber(download)) marks.download = now;
    if (marks.download === undefined || marks.ready === undefined) setTimeout(check, 2);
  };
  check();
}

/** Runs in the page before its scripts: clicks the Download button in the first task after the app is ready. */
function clickWhenReady(selector: string): void {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    setTimeout(() => document.querySelector<HTMLElement>(selector)?.click(), 0);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

async function measure(page: Page, url: string): Promise<Required<Marks>> {
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(
      () => {
        const marks = (window as unknown as { hydrationMarks?: Marks }).hydrationMarks;
        return marks?.download !== undefined && marks.ready !== undefined;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .catch(async (error: unknown) => {
      console.error(
        await page.evaluate(() =>
          JSON.stringify((window as unknown as { hydrationMarks?: Marks }).hydrationMarks),
        ),
      );
      throw error;
    });
  return page.evaluate(() => (window as unknown as { hydrationMarks: Required<Marks> }).hydrationMarks);
}

const summary = (label: string, values: number[]) =>
  `${label.padEnd(44)} median ${median(values).toFixed(0).padStart(5)} ms, p95 ${percentile(values, 95)
    .toFixed(0)
    .padStart(5)} ms, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;

async function main() {
  const external = process.env.BENCH_ORIGIN;
  if (!external && !existsSync(`${DIST_DIR}/index.html`))
    throw new Error(`${DIST_DIR}/ is missing: run \`npm run build\` first`);
  const server = external ? undefined : await startServer(PORT, { DIST_DIR });
  const origin = external ?? (server?.origin as string);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // One unthrottled visit warms the server's page and structure caches; it is not counted.
    const warm = await browser.newPage();
    await warm.goto(`${origin}${PAGE}`);
    await warm.close();
    // A new context each run: a first visit, nothing cached and no service worker.
    const slowPage = async () => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      return { context, page };
    };
    const results: Required<Marks>[] = [];
    for (let run = 0; run < runs; run++) {
      const { context, page } = await slowPage();
      await page.addInitScript(watchMarks, DOWNLOAD);
      results.push(await measure(page, `${origin}${PAGE}`));
      await context.close();
    }
    // A visitor's click on Download opens the login dialog: honoured, or lost on inert HTML.
    let honoured = 0;
    for (let run = 0; run < runs; run++) {
      const { context, page } = await slowPage();
      await page.addInitScript(clickWhenReady, DOWNLOAD);
      await page.goto(`${origin}${PAGE}`, { waitUntil: 'commit' });
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      const opened = page.getByRole('dialog').waitFor({ timeout: 5_000 });
      if (await opened.then(() => true).catch(() => false)) honoured++;
      await context.close();
    }
    console.log(`${PAGE}, ${runs} first visits at 1.6 Mbps / 150 ms RTT:`);
    const spans: [string, (r: Required<Marks>) => number][] = [
      ['app ready after the button showed', (r) => r.ready - r.shown],
      ['header hydrated → Download hydrated', (r) => r.download - r.header],
      ['app ready → Download hydrated', (r) => r.download - r.ready],
      ['Download inert (shown → hydrated)', (r) => r.download - r.shown],
    ];
    for (const [label, span] of spans) console.log(summary(label, results.map(span)));
    console.log(`clicks on Download the moment the app is ready: ${honoured} of ${runs} honoured`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();

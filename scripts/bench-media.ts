// Media benchmark: time from a click on play to the first audio (online: POST /song + the signed stream;
// offline: the download from IndexedDB through the service worker) on a freshly loaded page that answers
// input (html[data-app-ready]); offline also for a click the moment the server-rendered button shows; 50
// seeks in a downloaded track (success count, p95), Range answers of the worker, and download throughput (MB/s, from the click on
// "Download" to the last chunk stored). Real server on a fresh PGlite, Debian Chromium.
// Usage: npm run bench:media [-- --runs=8]. Expects a built portal (dist/, or DIST_DIR=…).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  clickToFirstAudio,
  downloadAlbum,
  goOffline,
  logIn,
  median,
  type OfflineBreakdown,
  offlineBreakdown,
  percentile,
  rangeFetches,
  seekRepeatedly,
} from './bench-media-page.ts';
import { startServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8823);
const DIST_DIR = process.env.DIST_DIR ?? './dist';
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 8);
const SEEKS = 50;
const ALBUMS = 4;

const ms = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, ` +
  `min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} runs)`;

/** Album pages of the demo tenant, from the albums grid structure. */
async function albumUrls(origin: string, count: number): Promise<string[]> {
  const res = await fetch(`${origin}/api/structure/music-albums?lang=en`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  if (!res.ok) throw new Error(`music-albums structure: HTTP ${res.status}`);
  const urls: string[] = [];
  const walk = (node: { name?: string; data?: { clickUrl?: string }; substructure?: unknown[] }) => {
    if (node.name === 'card' && node.data?.clickUrl) urls.push(node.data.clickUrl);
    for (const child of node.substructure ?? []) walk(child as typeof node);
  };
  walk(await res.json());
  if (urls.length < count) throw new Error(`only ${urls.length} albums in the grid`);
  return urls.slice(0, count).map((url) => `${origin}${url}`);
}

async function main() {
  if (!existsSync(`${DIST_DIR}/index.html`))
    throw new Error(`${DIST_DIR}/ is missing: run \`npm run build\` first`);
  const server = await startServer(PORT, { DIST_DIR, ACCESS_TOKEN_TTL_SECONDS: '3600' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const albums = await albumUrls(server.origin, ALBUMS);
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, server.origin);

    // Online: POST /song, then the signed stream URL (run 0 warms the server and is not counted).
    await page.goto(albums[0] as string);
    await page.reload();
    const online: number[] = [];
    const onlineWarm: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const time = await clickToFirstAudio(page, run % 3);
      if (run > 0) online.push(time);
      if (run > 0) onlineWarm.push(await clickToFirstAudio(page, (run + 1) % 3, 'warm'));
    }

    // Downloads: each album in turn, timed from the click to the last chunk stored.
    let seconds = 0;
    let bytes = 0;
    const perAlbum: string[] = [];
    for (const url of albums) {
      const album = await downloadAlbum(page, url);
      seconds += album.seconds;
      bytes += album.bytes;
      perAlbum.push(`${(album.bytes / 1e6 / album.seconds).toFixed(2)}`);
    }

    // Offline: the album page from the worker's cache, the file from IndexedDB.
    await page.goto(albums[0] as string);
    await goOffline(context, page);
    const offline: number[] = [];
    const offlineAsap: number[] = [];
    const offlineWarm: number[] = [];
    const breakdowns: OfflineBreakdown[] = [];
    for (let run = 0; run <= runs; run++) {
      const time = await clickToFirstAudio(page, run % 3);
      const breakdown = await offlineBreakdown(page);
      if (run > 0 && breakdown) breakdowns.push(breakdown);
      if (run > 0) offline.push(time);
      if (run > 0) offlineWarm.push(await clickToFirstAudio(page, (run + 1) % 3, 'warm'));
      const asap = await clickToFirstAudio(page, (run + 2) % 3, 'asap');
      if (run > 0) offlineAsap.push(asap);
    }
    const seeks = await seekRepeatedly(page, SEEKS);
    const ranges = await rangeFetches(page, SEEKS);

    console.log(`media benchmark (Debian Chromium, server on PGlite, ${DIST_DIR}):`);
    console.log(`  click → first audio, online (POST /song + signed stream): ${ms(online)}`);
    console.log(`  click → first audio, offline (IndexedDB via the worker):  ${ms(offline)}`);
    console.log(
      `  the same, clicked the moment the server-rendered button shows (hydration included): ${ms(offlineAsap)}`,
    );
    const phases = Object.keys(breakdowns[0] ?? {}) as (keyof OfflineBreakdown)[];
    console.log(
      `  offline first audio, where the time goes (median / p95 ms of ${breakdowns.length} runs): ` +
        phases
          .map((phase) => {
            const values = breakdowns.map((b) => b[phase]).filter((v) => !Number.isNaN(v));
            const n = values.length === breakdowns.length ? '' : ` (${values.length})`;
            return `${phase} ${median(values).toFixed(0)}/${percentile(values, 95).toFixed(0)}${n}`;
          })
          .join(', '),
    );
    // The next row: the player runs already and its pool has preloaded that item.
    console.log(`  click → audio of the next row (player loaded, preloaded), online:  ${ms(onlineWarm)}`);
    console.log(`  click → audio of the next row (player loaded, preloaded), offline: ${ms(offlineWarm)}`);
    console.log(
      `  ${SEEKS} seeks in a downloaded track (${seeks.src.includes('/media/offline/') ? 'local URL' : seeks.src}): ` +
        `${seeks.succeeded}/${seeks.attempts} succeeded, median ${median(seeks.latencies).toFixed(1)} ms, ` +
        `p95 ${percentile(seeks.latencies, 95).toFixed(1)} ms`,
    );
    console.log(
      `  ${SEEKS} Range requests (64 KiB) answered by the worker from IndexedDB (file ${ranges.size} B): ` +
        `${ranges.ok}/${SEEKS} 206, median ${median(ranges.latencies).toFixed(1)} ms, p95 ${percentile(ranges.latencies, 95).toFixed(1)} ms`,
    );
    console.log(
      `  download throughput: ${(bytes / 1e6).toFixed(2)} MB in ${seconds.toFixed(2)} s = ` +
        `${(bytes / 1e6 / seconds).toFixed(2)} MB/s over ${albums.length} albums (per album MB/s: ${perAlbum.join(', ')})`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

// Builds the portal and reports the gzipped JS and CSS a page loads before it is interactive: what the
// server-rendered home page (and an album page) names in its head (entry, the chunks its first render needs,
// catalogue), and what Chromium actually downloads on a first visit to / until the network is idle.
// Fails (exit 1) over budget or when Shaka or Dexie are part of that first load.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.ts';

const JS_BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 170);
const JS_TARGET_KB = 120;
const BROWSER_TARGET_KB = 150;
const PORT = Number(process.env.BENCH_PORT ?? 8797);
/** A kept build folder (`DIST_DIR=.builds/<id>/client … -- --no-build`) compares builds; the current one by default. */
const dist = process.env.DIST_DIR ?? 'dist';

// The whole build (scripts/build.ts): `vite build` alone would empty the build dist links to, in place.
if (!process.argv.includes('--no-build')) execSync('node scripts/build.ts', { stdio: 'inherit' });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The scripts, module preloads and stylesheets a server-rendered page names in its head: its first load. */
function namedFiles(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls = [
    ...head.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...head.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return [...new Set(urls)].sort();
}

/** Gzipped JS and CSS of the files a page names; Shaka or Dexie among them fails the bench. */
function measure(label: string, files: string[], forbidden: string[], verbose: boolean): number {
  let js = 0;
  let css = 0;
  const rows: string[] = [];
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    const gz = gzipSync(body, { level: 9 }).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
    const text = body.toString('utf8');
    if (/shaka\.(Player|util|media)/.test(text)) forbidden.push(`${file} (shaka-player)`);
    if (/\bDexie\b/.test(text)) forbidden.push(`${file} (dexie)`);
    rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${file}`);
  }
  console.log(`${label} first load (${files.length} files, as its server-rendered head names them):`);
  if (verbose) console.log(rows.join('\n'));
  console.log(`  JS  ${kb(js)} gz   CSS ${kb(css)} gz (inlined at first paint)`);
  return js;
}

/** First visit of / in Chromium (no cache, no worker yet): every script's encoded (gzip) body until idle. */
async function browserDownload(): Promise<{ js: number; files: number }> {
  const server = await startServer(PORT, { DIST_DIR: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    // The idle-time work (prefetch, worker registration) is part of a first visit too.
    await page.waitForTimeout(6000);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.encodedBodySize),
    );
    return { js: scripts.reduce((sum, size) => sum + size, 0), files: scripts.length };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const forbidden: string[] = [];
let js = 0;
{
  const server = await startServer(PORT, { DIST_DIR: dist });
  try {
    const home = await (await fetch(`${server.origin}/`)).text();
    js = measure('Home page /', namedFiles(home), forbidden, true);
    // A details page (an album the home page links to: header actions, track list) preloads its renderers
    // and page parts too.
    const album = home.match(/href="(\/music\/albums\/[^"]+)"/)?.[1];
    if (album) {
      const page = await (await fetch(`${server.origin}${album}`)).text();
      measure(`Album page ${album}`, namedFiles(page), forbidden, false);
    }
  } finally {
    await server.stop();
  }
}
console.log(`Home JS ${kb(js)} gz (budget ${JS_BUDGET_KB} KB, target ${JS_TARGET_KB} KB)`);

const downloaded = await browserDownload();
console.log(
  `Browser, first visit to / until idle: JS ${kb(downloaded.js)} gz in ${downloaded.files} files (target ${BROWSER_TARGET_KB} KB)`,
);

let failed = false;
if (js / 1024 > JS_BUDGET_KB) {
  console.error(`FAIL: the home page's first-load JS ${kb(js)} is over the ${JS_BUDGET_KB} KB budget`);
  failed = true;
}
if (forbidden.length > 0) {
  console.error(`FAIL: Shaka or Dexie in the first load: ${forbidden.join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);

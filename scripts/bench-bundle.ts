// Builds the portal and reports the gzipped JS and CSS the home route loads before it is interactive: the
// static closure (what the server-rendered page preloads: entry, first-render chunks, catalogue), and what
// Chromium actually downloads on a first visit to / until the network is idle.
// Fails (exit 1) over budget or when Shaka or Dexie are part of that first load.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { pageAssets } from '../server/src/routes/portal/page-assets.ts';
import { startServer } from './bench-server.ts';

const JS_BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 170);
const JS_TARGET_KB = 120;
const BROWSER_TARGET_KB = 150;
const PORT = 8797;
const dist = 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

// The whole build (scripts/build.ts): `vite build` alone would empty the build dist links to, in place.
if (!process.argv.includes('--no-build')) execSync('node scripts/build.ts', { stdio: 'inherit' });

const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
);

/** Exactly what the server-rendered home page names in its head (server/src/routes/portal/page-assets.ts). */
const root = pageAssets(manifest, 'en').routes.__root__;
const roots = [...(root?.scripts ?? []).map((script) => script.attrs.src ?? ''), ...(root?.preloads ?? [])];
const cssFiles = (root?.css ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.href));
const files = new Set<string>([...roots, ...cssFiles].map((url) => url.replace(/^\//, '')));

let js = 0;
let css = 0;
const forbidden: string[] = [];
const rows: string[] = [];
for (const file of [...files].sort()) {
  const body = readFileSync(join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.css')) css += gz;
  else js += gz;
  const text = body.toString('utf8');
  if (/shaka\.(Player|util|media)/.test(text)) forbidden.push(`${file} (shaka-player)`);
  if (/\bDexie\b/.test(text)) forbidden.push(`${file} (dexie)`);
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${file}`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Home route first load (${roots.length} roots, ${files.size} files):`);
console.log(rows.join('\n'));
console.log(`JS  ${kb(js)} gz (budget ${JS_BUDGET_KB} KB, target ${JS_TARGET_KB} KB)`);
console.log(`CSS ${kb(css)} gz`);

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

const downloaded = await browserDownload();
console.log(
  `Browser, first visit to / until idle: JS ${kb(downloaded.js)} gz in ${downloaded.files} files (target ${BROWSER_TARGET_KB} KB)`,
);

let failed = false;
if (js / 1024 > JS_BUDGET_KB) {
  console.error(`FAIL: first-load JS ${kb(js)} is over the ${JS_BUDGET_KB} KB budget`);
  failed = true;
}
if (forbidden.length > 0) {
  console.error(`FAIL: Shaka or Dexie in the first load: ${forbidden.join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);

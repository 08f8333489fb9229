// Login round trip measured in the browser: from submitting the hosted login form to the protected
// page (/profile) showing the signed-in user (hosted POST → 303 with ?code= → portal login return →
// POST /userToken → profile → /profile). Real server on a fresh PGlite, Debian Chromium, one fresh
// browser context per run. Usage: npm run bench:login [-- --runs=15]. Expects dist/ (npm run build).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.ts';

const PORT = 8795;
const USER = { email: 'listener@demo.example', password: 'listen-demo-1' };
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 12);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startServer(PORT);
  const ORIGIN = server.origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const times: number[] = [];
    // Run 0 warms the server (argon2 parameters, query plans) and the HTTP cache; it is not counted.
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/profile`);
      await page.waitForURL(/\/hosted\/login\?/);
      await page.locator('#email').fill(USER.email);
      await page.locator('#password').fill(USER.password);
      // The clock starts in the page at the submit and is read on the portal page: same origin, one tab.
      await page.evaluate(() => sessionStorage.setItem('bench:t0', String(Date.now())));
      await page.locator('#password').press('Enter');
      await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
      await page.getByText(USER.email).first().waitFor();
      const ms = await page.evaluate(() => Date.now() - Number(sessionStorage.getItem('bench:t0')));
      if (run > 0) times.push(ms);
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`login round trip (submit on the hosted login → /profile shows the user), ${runs} runs:`);
    console.log(
      `  median ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, ` +
        `mean ${mean.toFixed(0)} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8787);
/** Each port gets its own database folder, so journeys of two checkouts' worth of work never share one. */
const dataDir = `data/e2e-${port}`;
/**
 * Where DATABASE_URL names a PostgreSQL server (CI), the journeys use their own database on it, `e2e_<port>`,
 * made anew for every run (scripts/e2e-database.ts): on 4 journey files it took 145 s instead of 163 s with
 * embedded PGlite (a 4 s start instead of 11 s, and no database in the server's own process). Without it, PGlite.
 */
const databaseUrl = (() => {
  if (!process.env.DATABASE_URL) return '';
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/e2e_${port}`;
  return url.href;
})();
export const baseURL = `http://localhost:${port}`;

/** Debian's chromium: Playwright never downloads a browser on these machines. */
const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell (installed by .ci/run): the same engine without the browser's own UI
 * processes, which spend CPU on 2 cores under every journey.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The full browser: journeys that launch their own persistent profile (installability, the worker's update). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  args: chromiumArgs,
};
/** Every other journey: the headless shell where it is installed (else the full browser). */
const shellLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: chromiumArgs,
};
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One server-rendered page before the first journey, so none of them meets the cold render (e2e/warm-up.ts).
  globalSetup: './e2e/warm-up.ts',
  // A journey that signs in through the hosted pages took 30–60 s on 2 cores in the last CI-like run; 90 s leaves it room.
  timeout: 90_000,
  // Assertions wait up to 15 s: on 2 busy cores a page can take several seconds to answer a click. A passing
  // assertion returns as soon as it holds, so only a failure waits longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A trace records DOM snapshots and a screencast of every action: on 2 cores that cost a quarter of the
    // journeys' CPU (36 journeys: 4.7 min traced, 3.5 min not). CI retries a failure once, traced.
    trace: 'on-first-retry',
    launchOptions: shellLaunch,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /deploy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: shellLaunch },
    },
    // The deploy journey rebuilds the portal under the running server: after every other journey, so none of
    // them sees a new build (a worker update, a build-freshness reload) or the build's CPU load mid-test.
    {
      name: 'deploy',
      testMatch: /deploy\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    // The built portal served by the real server on a fresh database (scripts/e2e-database.ts).
    command: `rm -rf ${dataDir} && node scripts/e2e-database.ts && node server/src/index.ts`,
    url: `${baseURL}/api/envFile`,
    // Journeys always run on a fresh database: their own on DATABASE_URL's server, else embedded PGlite.
    // 40 s access tokens: the idle-expiry journey waits for a real server-side expiry. With 30 s tokens the portal
    // renewed one as /subscription loaded and a plan click in that moment was lost (subscribe.spec, 2026-11-27).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
      DATABASE_URL: databaseUrl,
      // The packaged demo videos outlive the fresh database: packaging them again took a minute of CPU under the
      // first journeys of every run. Packages are stamped with their sources and written through temp folders,
      // so a stale one is made again and servers of several ports share the folder safely.
      MEDIA_CACHE_DIR: 'data/e2e-media-cache',
      ACCESS_TOKEN_TTL_SECONDS: '40',
      // Every journey that needs a fresh account signs up from 127.0.0.1 (retries included).
      REGISTER_LIMIT_PER_HOUR: '500',
      // …and pays from it in every commerce journey (retries included).
      CHECKOUT_LIMIT_PER_15_MIN: '1000',
    },
    reuseExistingServer: false,
    // A fresh database is migrated and seeded before the server answers: 83 s on a 2-core machine under other
    // work (2026-11-27), past the 120 s this allowed once two servers started at once. Waiting longer costs
    // nothing when the start is quick, and a start that times out fails every journey.
    timeout: 300_000,
    stdout: 'pipe',
  },
});

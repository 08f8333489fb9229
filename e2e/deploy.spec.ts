import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, navigateInApp, test } from './fixtures.ts';

// Navigations must reach the server, not a service worker's cache.
test.use({ serviceWorkers: 'block' });

const PROJECT = fileURLToPath(new URL('..', import.meta.url));
/** A full build takes ~15 s here, far longer on a loaded machine; past this it has failed. */
const BUILD_DEADLINE_MS = 240_000;
const PATHS = ['/', '/search', '/impressum', '/ar'];

/** `npm run build` (scripts/build.ts) in this checkout, while the journeys' server serves its dist link. */
function rebuild(): { done: Promise<{ code: number | null; output: string }>; stop(): void } {
  const child = spawn(process.execPath, ['scripts/build.ts'], {
    cwd: PROJECT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const deadline = setTimeout(stop, BUILD_DEADLINE_MS);
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
  return { done, stop };
}

const entryOf = (html: string) =>
  /<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];

async function buildId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/builds/latest.json?timestamp=${Date.now()}`, { timeout: 15_000 });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test('a rebuild during a running server never answers 503 to a page, nor a blank page', async ({
  page,
  context,
  request,
}) => {
  test.skip(
    Boolean(process.env.E2E_DIST_DIR),
    'the server serves E2E_DIST_DIR, which the rebuild does not switch',
  );
  test.setTimeout(BUILD_DEADLINE_MS + 60_000);
  const failedAssets: string[] = [];
  // Every document either tab loads: the test's own navigations and the app's reloads for the new build.
  const documents: { url: string; status: number }[] = [];
  const watch = (tab: Page) =>
    tab.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && response.status() >= 400)
        failedAssets.push(`${response.status()} ${response.url()}`);
      if (response.request().isNavigationRequest() && response.frame() === tab.mainFrame())
        documents.push({ url: response.url(), status: response.status() });
    });
  watch(page);
  const before = await buildId(request);
  // A tab left open on the previous build: it moves on inside the app only after the switch.
  const oldTab = await context.newPage();
  watch(oldTab);
  await oldTab.goto('/');
  await oldTab.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  await expect(oldTab.getByRole('main')).toContainText(/\S/);

  let built = false;
  const rebuilding = rebuild();
  const building = rebuilding.done.finally(() => {
    built = true;
  });
  // Requests keep coming until a few rounds after the switch (the build's last step).
  const polls: { path: string; status: number; type: string; entry: string | undefined }[] = [];
  const polling = (async () => {
    for (let after = 0; !built || after < 3; after += built ? 1 : 0) {
      for (const path of PATHS) {
        const res = await request.get(path, { headers: { accept: 'text/html' }, timeout: 15_000 });
        const html = await res.text();
        polls.push({
          path,
          status: res.status(),
          type: res.headers()['content-type'] ?? '',
          entry: entryOf(html),
        });
      }
    }
  })();
  let visits = 0;
  const browsing = (async () => {
    for (let after = 0; !built || after < 1; after += built ? 1 : 0) {
      for (const path of PATHS) {
        try {
          await page.goto(path);
        } catch (error) {
          // The page before saw the new build and reloaded itself (freshness), cancelling this navigation.
          if (!String(error).includes('net::ERR_ABORTED')) throw error;
          await page.goto(path);
        }
        visits++;
        await expect(page.getByRole('main'), `${path} is not blank`).toContainText(/\S/, { timeout: 15_000 });
      }
    }
  })();
  // A failed check must not leave the build running on: it is stopped (its leftovers are pruned next time).
  const [result] = await Promise.all([building, polling, browsing]).finally(rebuilding.stop);
  expect(result.code, result.output.slice(-2000)).toBe(0);
  test.info().annotations.push({
    type: 'deploy',
    description: `${polls.length} page requests and ${visits} browser visits during the rebuild; ${documents.length} documents loaded`,
  });
  expect(await buildId(request), 'the rebuild was switched to').not.toBe(before);

  // Not one 503 (nor any other failure) for a page, from before the build to after the switch.
  expect(polls.filter((poll) => poll.status !== 200 || !poll.type.startsWith('text/html'))).toEqual([]);
  expect(visits).toBeGreaterThanOrEqual(PATHS.length);
  // A redirect (`/` to the language chosen before) is followed by the document it leads to, also recorded here.
  expect(documents.filter((document) => document.status >= 400)).toEqual([]);
  // Pages named the old build's entry script, then the new one's: the polls saw the switch.
  const entries = [...new Set(polls.map((poll) => poll.entry))];
  expect(entries.filter((entry) => entry === undefined)).toEqual([]);
  expect(entries.length, `entry scripts seen: ${entries.join(', ')}`).toBeGreaterThanOrEqual(2);
  // Every entry script any page named still loads, the previous build's included.
  for (const entry of entries) expect((await request.get(entry ?? '')).status(), entry).toBe(200);

  // The previous build's tab loads the search page's lazy chunks, which only the previous build has.
  await navigateInApp(oldTab, '/search');
  await expect(oldTab.locator('[data-page-name="search___en___default"]')).toBeVisible({ timeout: 15_000 });
  expect(failedAssets).toEqual([]);
});

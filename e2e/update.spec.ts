import { expect, type Page, test } from './fixtures.ts';

/** The first install takes control (clientsClaim); a page loaded before it may need one reload. */
async function waitForControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * A new build's worker as the page meets it: a worker script the registration has not run yet, installed beside
 * the active one (a real rebuild is deploy.spec.ts's subject; here only the update path matters). Playwright's
 * routes do not reach a worker's script fetch, so the new script is /sw.js under another address.
 */
const offerNewWorker = (page: Page) =>
  page.evaluate(() =>
    navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }).then(() => undefined),
  );

const workerStates = (page: Page) =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    })
    // The page may be reloading for the update right then: the poll asks again.
    .catch(() => undefined);

/** A form holding unsent input (src/lib/dirty-forms.ts also honours data-dirty). */
const holdWithDirtyForm = (page: Page) =>
  page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'unsent';
    form.dataset.dirty = 'true';
    document.body.append(form);
  });

test('a waiting new version is announced, and applied by itself only once no form is dirty', async ({
  page,
}) => {
  await page.goto('/');
  await waitForControl(page);
  let loads = 0;
  page.on('load', () => loads++);
  await holdWithDirtyForm(page);
  await offerNewWorker(page);

  await expect(page.getByRole('status').getByText('A new version is ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect.poll(() => workerStates(page)).toMatchObject({ waiting: true });
  // Longer than the gate's 5 s recheck: the worker waits and the page stays.
  await page.waitForTimeout(7_000);
  expect(loads).toBe(0);
  expect((await workerStates(page))?.waiting).toBe(true);

  // The input is sent: the next check applies the update (the new worker takes over, the page reloads).
  await page.evaluate(() => document.getElementById('unsent')?.remove());
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => workerStates(page)).toEqual({ waiting: false, active: 'activated' });
  await expect(page.getByRole('status').getByText('A new version is ready')).toHaveCount(0);
});

test('Reload applies the waiting version at once, whatever holds the automatic update back', async ({
  page,
}) => {
  await page.goto('/');
  await waitForControl(page);
  let loads = 0;
  page.on('load', () => loads++);
  await holdWithDirtyForm(page);
  await offerNewWorker(page);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => workerStates(page)).toEqual({ waiting: false, active: 'activated' });
});

test('on a kiosk in use the new version waits, and is applied once the idle reset has started over', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.clock.install();
  const minted = await request.post('/api/kiosk/enrolment', {
    headers: { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' },
    data: { pin: '2468' },
  });
  expect(minted.status()).toBe(200);
  await page.goto(((await minted.json()) as { url: string }).url);
  await waitForControl(page);
  await expect(page.getByText(/This device is now a kiosk/)).toBeVisible();
  // A visitor uses the kiosk.
  await page.getByRole('link', { name: 'Start the kiosk' }).click();
  await expect(page).toHaveURL(/\/$/);
  let loads = 0;
  page.on('load', () => loads++);
  await offerNewWorker(page);
  await expect(page.getByRole('status').getByText('A new version is ready')).toBeVisible();
  await page.waitForTimeout(7_000);
  expect(loads).toBe(0);
  expect((await workerStates(page))?.waiting).toBe(true);

  // Nobody touches it for the configured 120 s: the reset loads the kiosk home, which applies the update.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(125_000);
  await page.clock.resume();
  await expect.poll(() => loads, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => workerStates(page), { timeout: 20_000 })
    .toEqual({ waiting: false, active: 'activated' });
  await expect(page).toHaveURL(/\/$/);
});

import { type APIRequestContext, expect, type Page, type Request, test } from './fixtures.ts';
import { chooseFromProfileMenu, DEMO_USER, signInOverHttp } from './session-helpers.ts';

/** The page of a seeded item, found the way a user finds it: by searching its title. */
async function itemUrl(request: APIRequestContext, title: string, kind: string): Promise<string> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(title)}&kinds=${kind}&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const url = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  expect(url, `${kind} "${title}"`).toBeTruthy();
  return url as string;
}

/** The offline outbox as the page keeps it in IndexedDB (database 'portal', store 'outbox'). */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ endpoint: string; key: string; state: string }>>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(all.result);
            open.result.close();
          };
        };
      }),
  );

/** The current <audio> element of the player (its pool lives in the hidden player element). */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audios = [...document.querySelectorAll('audio')].filter((a) => a.currentSrc);
    const audio = audios.find((a) => !a.paused) ?? audios[0];
    return audio
      ? { src: audio.currentSrc, time: audio.currentTime, duration: audio.duration, paused: audio.paused }
      : undefined;
  });

const OUTBOX_WRITE = /\/api\/(like\/|content\/streaming\/report|user\/history\/)/;

test('download an album, cut the network, reload, play and seek offline; offline writes reach the server once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await signInOverHttp(page, DEMO_USER, album);
  // The service worker controls the page; a visit it saw online opens offline later (the album, for the like).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();

  // The second file chunk waits until the progress has been seen (downloads of a few hundred KB are fast).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let chunks = 0;
  await context.route('**/media/stream/**', async (route) => {
    if (++chunks === 2) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Download all of Golden Hour' }).click();
  // Part of the album has arrived (1–99 %) while the held chunk waits: the progress is on screen.
  const downloading = page.locator('[data-download-collection]');
  // The names start with the visible progress (WCAG 2.5.3) and say what downloads.
  await expect(downloading).toHaveAttribute('aria-label', /^Downloading [1-9]\d?% of Golden Hour, pause$/);
  await expect(downloading).toHaveText(/^Downloading [1-9]\d?%$/);
  await expect(page.locator('[data-download-row]').first()).toHaveAttribute(
    'aria-label',
    /^Downloading [1-9]\d?% of .+, pause$/,
  );
  release();
  await expect(page.locator('[data-node="detail"]').getByRole('link', { name: 'Downloaded' })).toBeVisible();
  await context.unroute('**/media/stream/**');

  await context.setOffline(true);
  await page.reload();
  await chooseFromProfileMenu(page, 'Downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Golden Hour' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const item of await list.getByRole('listitem').all())
    await expect(item).toContainText(/Downloaded\s*\d+(\.\d)? MB/);

  // The worker answers the local URL from IndexedDB with HTTP Range semantics.
  const ranged = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('session:demo') ?? '{}') as { access_token: string };
    const payload = token.access_token.split('.')[1] ?? '';
    const sub = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub as string;
    const id = document.querySelector('[data-download]')?.getAttribute('data-download');
    const url = `/media/offline/${encodeURIComponent(`demo:${sub}:${id}`)}`;
    const whole = await fetch(url, { method: 'HEAD' });
    const size = Number(whole.headers.get('content-length'));
    const middle = Math.floor(size / 2);
    const part = await fetch(url, { headers: { range: `bytes=${middle}-${middle + 4095}` } });
    const beyond = await fetch(url, { headers: { range: `bytes=${size}-` } });
    return {
      whole: whole.status,
      size,
      part: part.status,
      contentRange: part.headers.get('content-range'),
      bytes: (await part.arrayBuffer()).byteLength,
      beyond: beyond.status,
      beyondRange: beyond.headers.get('content-range'),
    };
  });
  expect(ranged.whole).toBe(200);
  expect(ranged.part).toBe(206);
  const middle = Math.floor(ranged.size / 2);
  expect(ranged.contentRange).toBe(`bytes ${middle}-${middle + 4095}/${ranged.size}`);
  expect(ranged.bytes).toBe(4096);
  expect(ranged.beyond).toBe(416);
  expect(ranged.beyondRange).toBe(`bytes */${ranged.size}`);

  // Play the first download from the device and seek to its middle.
  const first = (await list.getByRole('listitem').first().getAttribute('aria-labelledby')) ?? '';
  const title = (await page.locator(`[id="${first}"]`).textContent()) ?? '';
  await list.getByRole('button', { name: `Play ${title}` }).click();
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(0);
  expect((await audioState(page))?.src).toContain('/media/offline/');
  const duration = (await audioState(page))?.duration ?? 0;
  const seek = page.getByRole('slider', { name: 'Seek' }).first();
  await seek.fill(String(Math.floor(duration / 2)));
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(duration / 2);
  const afterSeek = (await audioState(page))?.time ?? 0;
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(afterSeek);

  // A listening report made offline: the item plays to its end (seeked close to it), then reports.
  await seek.fill(String(Math.floor(duration) - 2));
  await expect.poll(async () => (await outboxRows(page)).some((r) => r.endpoint === 'report')).toBe(true);
  // A like made offline, on the album page the worker kept.
  await page.goto(album);
  const like = page.locator('[data-node="detail"] button[aria-pressed]');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await outboxRows(page)).some((r) => r.endpoint === 'like')).toBe(true);
  const waiting = await outboxRows(page);

  // Reconnect: the first replayed write gets a 503 (kept, sent again later), every other one reaches the server.
  const reached: Array<{ key: string; status: number; replayed: boolean; request: Request }> = [];
  let injected = false;
  await page.route(OUTBOX_WRITE, async (route) => {
    const key = route.request().headers()['idempotency-key'];
    if (!key) return route.continue();
    if (!injected) {
      injected = true;
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }),
      });
    }
    const response = await route.fetch();
    reached.push({
      key,
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'] === 'true',
      request: route.request(),
    });
    return route.fulfill({ response });
  });
  await context.setOffline(false);
  await expect.poll(() => injected).toBe(true);
  // The write that got the 503 goes out at the next replay (app start here; Background Sync may come first).
  await page.reload();
  await expect
    .poll(async () => (await outboxRows(page)).filter((r) => r.state === 'pending').length, {
      timeout: 20_000,
    })
    .toBe(0);
  expect((await outboxRows(page)).filter((r) => r.state === 'failed')).toEqual([]);

  for (const write of waiting) {
    const first = reached.filter((r) => r.key === write.key && !r.replayed);
    expect(first, `${write.endpoint} ${write.key} reached the server once`).toHaveLength(1);
    expect(first[0]?.status).toBeLessThan(300);
  }
  // Asked again with the same key, the server answers what it stored and records nothing new.
  const likeWrite = reached.find((r) => /\/api\/like\//.test(r.request.url()));
  const reportWrite = reached.find((r) => /streaming\/report/.test(r.request.url()));
  for (const write of [likeWrite, reportWrite]) {
    expect(write).toBeDefined();
    if (!write) continue;
    const headers = await write.request.allHeaders();
    const again = await request.fetch(write.request.url(), {
      method: write.request.method(),
      headers: {
        authorization: headers.authorization ?? '',
        'x-tenant-id': 'demo',
        'idempotency-key': write.key,
        ...(write.request.postData() ? { 'content-type': 'application/json' } : {}),
      },
      data: write.request.postData() ?? undefined,
    });
    expect(again.ok()).toBe(true);
    expect(again.headers()['idempotent-replayed']).toBe('true');
  }
  await expect(page.locator('[data-node="detail"] button[aria-pressed]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

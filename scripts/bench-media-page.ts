// In-page measurements of the media benchmark (scripts/bench-media.ts): the player, the downloads and
// the service worker's answers, read with the browser's own clock (event timestamps, performance.now).
import type { BrowserContext, Page } from '@playwright/test';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
export const median = (values: number[]) => percentile(values, 50);

/** Logs in as the demo listener (active music subscription) through the hosted login. */
export async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/profile`);
  await page.waitForURL(/\/hosted\/login\?/);
  await page.locator('#email').fill('listener@demo.example');
  await page.locator('#password').fill('listen-demo-1');
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Milliseconds from the click on a row's play button to the next `playing` event of an <audio>
 * element (both event timestamps, same clock).
 */
/**
 * How the click meets the page. `ready`: a reloaded page, clicked as soon as it answers input
 * (`html[data-app-ready]`, what a person sees as loaded); its first play may still load the player. `asap`:
 * clicked the moment the server-rendered button shows, so the click also waits for the page to hydrate.
 * `warm`: no reload, the player already runs.
 */
export type ClickMoment = 'ready' | 'asap' | 'warm';

export async function clickToFirstAudio(
  page: Page,
  row: number,
  moment: ClickMoment = 'ready',
): Promise<number> {
  if (moment !== 'warm') await page.reload();
  const button = page.locator('[data-play-row]').nth(row);
  await button.waitFor();
  if (moment === 'ready') await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const w = window as unknown as {
      benchAudio: Promise<number>;
      benchClick?: number;
      benchPlaying?: number;
    };
    performance.clearResourceTimings();
    w.benchAudio = new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener('click', (e) => (w.benchClick = clicked ||= e.timeStamp), {
        capture: true,
        once: true,
      });
      const playing = (e: Event) => {
        w.benchPlaying = e.timeStamp;
        resolve(e.timeStamp - clicked);
      };
      document.addEventListener('playing', playing, {
        capture: true,
        once: true,
      });
    });
  });
  await button.click();
  return page.evaluate(() => (window as unknown as { benchAudio: Promise<number> }).benchAudio);
}

/** Downloads the album of this page; answers the seconds from the click until the last file is stored, and the bytes. */
export async function downloadAlbum(page: Page, url: string): Promise<{ seconds: number; bytes: number }> {
  await page.goto(url);
  const button = page.locator('[data-download-collection]');
  await button.waitFor();
  const started = performance.now();
  await button.click();
  await page.locator('[data-node="detail"] a[data-phase="done"]').waitFor({ timeout: 120_000 });
  const seconds = (performance.now() - started) / 1000;
  const album = Number(await button.getAttribute('data-download-collection').catch(() => null));
  const bytes = await page.evaluate(
    (collectionId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('downloads').objectStore('downloads').getAll();
          all.onsuccess = () => {
            const rows = all.result as Array<{ collectionId?: number; sizeBytes: number }>;
            resolve(
              rows
                .filter((r) => !collectionId || r.collectionId === collectionId)
                .reduce((s, r) => s + r.sizeBytes, 0),
            );
            open.result.close();
          };
        };
      }),
    album,
  );
  return { seconds, bytes };
}

export interface SeekResult {
  latencies: number[];
  succeeded: number;
  attempts: number;
  src: string;
}

/**
 * `count` seeks to pseudo-random positions of the playing <audio> element: a seek succeeds when
 * `seeked` fires within 5 s at the asked position (±1 s); its latency is set-to-seeked.
 */
export function seekRepeatedly(page: Page, count: number): Promise<SeekResult> {
  return page.evaluate(async (count) => {
    const audio = [...document.querySelectorAll('audio')].find((a) => !a.paused && a.currentSrc);
    if (!audio) throw new Error('no audio is playing');
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const latencies: number[] = [];
    let succeeded = 0;
    for (let i = 0; i < count; i++) {
      const target = random() * Math.max(0, audio.duration - 2);
      const started = performance.now();
      const seeked = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        audio.addEventListener('seeked', done, { once: true });
        audio.currentTime = target;
      });
      const ms = performance.now() - started;
      if (seeked && Math.abs(audio.currentTime - target) < 1) {
        succeeded++;
        latencies.push(ms);
      }
    }
    return { latencies, succeeded, attempts: count, src: audio.currentSrc };
  }, count);
}

/** `count` Range requests at random offsets of a downloaded file, answered by the service worker from IndexedDB. */
export function rangeFetches(
  page: Page,
  count: number,
): Promise<{ latencies: number[]; ok: number; size: number }> {
  return page.evaluate(async (count) => {
    const url = [...document.querySelectorAll('audio')]
      .map((a) => a.currentSrc)
      .find((s) => s.includes('/media/offline/'));
    if (!url) throw new Error('no offline source is loaded');
    const size = Number((await fetch(url, { method: 'HEAD' })).headers.get('content-length'));
    const latencies: number[] = [];
    let ok = 0;
    for (let i = 0; i < count; i++) {
      const start = Math.floor((i / count) * (size - 65536));
      const started = performance.now();
      const response = await fetch(url, { headers: { range: `bytes=${start}-${start + 65535}` } });
      const bytes = (await response.arrayBuffer()).byteLength;
      latencies.push(performance.now() - started);
      if (response.status === 206 && bytes === 65536) ok++;
    }
    return { latencies, ok, size };
  }, count);
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}

/** Where the last offline click's time went (user timing marks of offline-source.ts, resource timing of the file). */
export interface OfflineBreakdown {
  /** Click → the player runtime carries out the command (the runtime loading and mounting when not yet started). */
  toCommand: number;
  /** Command → the player loads the item (the queue dispatched, the machine's effect run). */
  toLoad: number;
  /** Load → the local copy asked for (the downloads lookup module). */
  toLookup: number;
  /** The Dexie module loaded (dynamic import). */
  dbModule: number;
  /** The download's row read (opens Dexie the first time). */
  row: number;
  /** Row read → the audio element's request for the file. */
  toRequest: number;
  /** The worker's Range answer: request start → first byte. */
  workerAnswer: number;
  /** First byte → 'playing' (the audio element); row read → 'playing' when no request was made (NaN above). */
  audio: number;
}

export async function offlineBreakdown(page: Page): Promise<OfflineBreakdown | undefined> {
  return page.evaluate(() => {
    const w = window as unknown as { benchClick?: number; benchPlaying?: number };
    const [click, playing] = [w.benchClick ?? 0, w.benchPlaying];
    // The first after the click: the player then looks up and reads ahead the next row too.
    const first = (name: string) =>
      performance.getEntriesByName(name).find((e) => e.startTime >= click)?.startTime;
    const file = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/media/offline/') && e.startTime >= click) as
      | PerformanceResourceTiming
      | undefined;
    const [command, load, lookup, dbModule, row] = [
      first('player:command'),
      first('player:load'),
      first('offline:lookup'),
      first('offline:db-module'),
      first('offline:row'),
    ];
    if (!click || !playing || !command || !load || !lookup || !dbModule || !row) return undefined;
    const inPage = {
      toCommand: command - click,
      toLoad: load - command,
      toLookup: lookup - load,
      dbModule: dbModule - lookup,
      row: row - dbModule,
    };
    // The media element may take the file from its own cache (a row played on an earlier load): no request
    // then, and the three last phases are one (audio, from the row read).
    if (!file) return { ...inPage, toRequest: Number.NaN, workerAnswer: Number.NaN, audio: playing - row };
    const firstByte = file.responseStart || file.responseEnd;
    return {
      ...inPage,
      toRequest: file.startTime - row,
      workerAnswer: firstByte - file.startTime,
      audio: playing - firstByte,
    };
  });
}

// The portal on a bad connection (issue 14): the built portal and the real server (fresh PGlite) behind
// scripts/flaky-proxy.ts on loopback, Debian Chromium pointed at the proxy as the page's origin
// (http://localhost:<proxy port>: a secure context, so the service worker runs). Per page, condition
// (slow 3G, lie-fi, lie-fi on every request, dropped connections) and situation (first visit, warm
// reload, restart of the installed app) it prints the first paint, the time until the page's main
// content is on screen, and whether the page was blank at 3 s, beside the issue's goals.
// Usage: npm run bench:flaky [-- --pages=home,album,downloads --conditions=slow3g,liefi,liefi-all,dropping
//   --situations=first,warm,installed --quick --deadline=30 --drop-every=5 --drop-first=0.5]
// Lie-fi all on a first visit (nothing cached, nothing answered: always blank) runs only when
// --conditions names liefi-all. FLAKY_DEBUG=1 logs every request the proxy sees.
// Expects dist/ (run `npm run build` first; DIST_DIR=… for another folder); Chromium from CHROMIUM_PATH or
// /usr/bin/chromium. Ports 8830 (server) and 8831 (proxy, the browser's origin).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { type ServerProcess, startServer } from './bench-server.ts';
import { type Condition, FlakyProxy } from './flaky-proxy.ts';

const SERVER_PORT = 8830;
const PROXY_PORT = 8831;
const ORIGIN = `http://localhost:${PROXY_PORT}`;
const TENANT = 'demo';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST_DIR = process.env.DIST_DIR || 'dist';
/** "Blank over 3 s": no contentful paint by then, or nothing on screen when sampled at 3 s. */
const BLANK_MS = 3000;

const PAGE_KINDS = ['home', 'album', 'downloads'] as const;
type PageKind = (typeof PAGE_KINDS)[number];
const BENCH_CONDITIONS = ['slow3g', 'liefi', 'liefi-all', 'dropping'] as const;
type BenchCondition = (typeof BENCH_CONDITIONS)[number] & Condition;
const SITUATIONS = ['first', 'warm', 'installed'] as const;
type Situation = (typeof SITUATIONS)[number];
const SITUATION_LABEL: Record<Situation, string> = {
  first: 'first visit',
  warm: 'warm reload',
  installed: 'installed restart',
};
const CONDITION_LABEL: Record<BenchCondition, string> = {
  slow3g: 'slow 3G',
  liefi: 'lie-fi /api',
  'liefi-all': 'lie-fi all',
  dropping: 'dropping',
};

/**
 * What counts as the page's main content on screen: the page component with its heading, and for a
 * home page its sections, for a details page its detail section, for /downloads its list, its empty
 * state or its log-in prompt.
 */
const CONTENT: Record<PageKind, string[]> = {
  home: ['main [data-page-name] h1', 'main [data-page-name] [data-node]'],
  album: ['main [data-page-name] [data-node="detail"] h1'],
  downloads: [
    'main [data-page-name] h1',
    'main [data-page-name] :is([data-login-prompt], [data-empty], [data-download])',
  ],
};

interface Options {
  /** --conditions was given: every situation of the named conditions runs. */
  conditionsNamed: boolean;
  pages: PageKind[];
  conditions: BenchCondition[];
  situations: Situation[];
  deadlineMs: number;
  drop: { firstMs: number; everyMs: number };
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    conditionsNamed: false,
    pages: [...PAGE_KINDS],
    conditions: [...BENCH_CONDITIONS],
    situations: [...SITUATIONS],
    deadlineMs: 30_000,
    drop: { firstMs: 500, everyMs: 5000 },
  };
  const list = <T extends string>(value: string, allowed: readonly T[], name: string): T[] => {
    const items = value.split(',').filter(Boolean);
    for (const item of items)
      if (!(allowed as readonly string[]).includes(item))
        throw new Error(`--${name}: unknown "${item}" (one or more of ${allowed.join(', ')})`);
    if (items.length === 0) throw new Error(`--${name}: name at least one of ${allowed.join(', ')}`);
    return items as T[];
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.split('=', 2) as [string, string | undefined];
    const seconds = () => {
      const n = Number(value);
      if (!(n > 0 && n <= 600)) throw new Error(`${name}: seconds between 0 and 600, not "${value}"`);
      return Math.round(n * 1000);
    };
    if (name === '--pages') options.pages = list(value, PAGE_KINDS, 'pages');
    else if (name === '--conditions') {
      options.conditions = list(value, BENCH_CONDITIONS, 'conditions');
      options.conditionsNamed = true;
    } else if (name === '--situations') options.situations = list(value, SITUATIONS, 'situations');
    else if (name === '--quick') options.pages = ['album'];
    else if (name === '--deadline') options.deadlineMs = seconds();
    else if (name === '--drop-every') options.drop.everyMs = seconds();
    else if (name === '--drop-first') options.drop.firstMs = seconds();
    else
      throw new Error(
        `Unknown argument ${arg} (use --pages=, --conditions=, --situations=, --quick, --deadline=<s>, --drop-every=<s>, --drop-first=<s>)`,
      );
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------
// In the page: the observers, installed before any script of every document.

interface Probe {
  timeOrigin: number;
  firstPaint?: number;
  fcp?: number;
  /** When the content was first in the DOM and visible, and the frame after (ms since timeOrigin). */
  contentInDom?: number;
  contentFramed?: number;
  appReady?: number;
  /** Anything on screen (visible text or image) when sampled at BLANK_MS. */
  sample?: { at: number; visible: boolean };
}

function installProbe({ selectors, blankMs }: { selectors: string[]; blankMs: number }): void {
  const probe: Probe = { timeOrigin: performance.timeOrigin };
  (window as unknown as { __flaky: Probe }).__flaky = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-paint') probe.firstPaint ??= entry.startTime;
        if (entry.name === 'first-contentful-paint') probe.fcp ??= entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the columns stay empty
  }
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < innerHeight &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const check = () => {
    if (probe.appReady === undefined && document.documentElement.hasAttribute('data-app-ready'))
      probe.appReady = performance.now();
    if (probe.contentInDom !== undefined) return;
    const found = selectors.every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && shown(element);
    });
    if (!found) return;
    probe.contentInDom = performance.now();
    requestAnimationFrame(() => setTimeout(() => (probe.contentFramed = performance.now())));
  };
  const somethingOnScreen = () => {
    const body = document.body;
    if (!body) return false;
    for (const media of body.querySelectorAll('img, svg, video, canvas, picture'))
      if (shown(media)) return true;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (parent && shown(parent)) return true;
    }
    return false;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const timer = setInterval(check, 50);
  setTimeout(() => clearInterval(timer), 120_000);
  // A document that commits after blankMs had nothing on screen at blankMs: its sample says so.
  setTimeout(
    () => {
      const at = performance.now();
      probe.sample = { at, visible: at <= blankMs + 500 && somethingOnScreen() };
    },
    Math.max(0, blankMs - performance.now()),
  );
}

// ---------------------------------------------------------------------------------------------------
// From Node: one measurement.

interface Measurement {
  firstPaint?: number;
  content?: number;
  appReady?: number;
  blank: boolean;
  why: string;
  /** How long the page was watched: a time not reached by then is shown as "> ran". */
  ranMs: number;
  requests: number;
  held: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise that settles within `ms`, or answers `fallback`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The probe of the document that the navigation started at `startedAt` (epoch ms) committed, if any. */
async function readProbe(page: Page, startedAt: number): Promise<Probe | undefined> {
  const probe = await within(
    page.evaluate(() => (window as unknown as { __flaky?: Probe }).__flaky),
    2000,
    undefined,
  );
  // Until the new document commits, the old one (or about:blank) answers: not ours.
  return probe && probe.timeOrigin >= startedAt - 50 ? probe : undefined;
}

async function measure(
  page: Page,
  proxy: FlakyProxy,
  navigate: (page: Page, deadlineMs: number) => Promise<unknown>,
  deadlineMs: number,
): Promise<Measurement> {
  const before = { ...proxy.stats };
  const startedAt = Date.now();
  // Not awaited: on lie-fi the navigation may never commit. The page is read until the deadline.
  const navigation = navigate(page, deadlineMs).catch(() => undefined);
  let probe: Probe | undefined;
  const contentOf = (p: Probe | undefined) =>
    p?.contentFramed !== undefined && p.fcp !== undefined ? Math.max(p.contentFramed, p.fcp) : undefined;
  while (Date.now() - startedAt < deadlineMs) {
    probe = (await readProbe(page, startedAt)) ?? probe;
    // Done once the content is on screen and the 3 s sample is taken (a page that shows content and
    // then loses it is blank at 3 s too).
    if (contentOf(probe) !== undefined && probe?.sample) break;
    await sleep(100);
  }
  void navigation;
  const firstPaint = probe?.firstPaint ?? probe?.fcp;
  const content = contentOf(probe);
  const notes: string[] = [];
  if (!probe) notes.push('never committed');
  else {
    if (probe.fcp === undefined || probe.fcp > BLANK_MS) notes.push('no contentful paint by 3 s');
    if (!probe.sample) notes.push('not sampled');
    else if (probe.sample.at > BLANK_MS + 500) notes.push('no document by 3 s');
    else if (!probe.sample.visible) notes.push('nothing on screen at 3 s');
  }
  return {
    ...(firstPaint !== undefined ? { firstPaint } : {}),
    ...(content !== undefined && content <= deadlineMs ? { content } : {}),
    ...(probe?.appReady !== undefined ? { appReady: probe.appReady } : {}),
    blank: notes.length > 0,
    why: notes.join(', '),
    ranMs: Math.min(Date.now() - startedAt, deadlineMs),
    requests: proxy.stats.requests - before.requests,
    held: proxy.stats.hungRequests - before.hungRequests,
  };
}

const goTo = (url: string) => (page: Page, deadlineMs: number) =>
  page.goto(url, { waitUntil: 'commit', timeout: deadlineMs });
const reload = (page: Page, deadlineMs: number) => page.reload({ waitUntil: 'commit', timeout: deadlineMs });

/**
 * A normal online visit: the page's content shown, the service worker ready and in control (one
 * reload if the first load was not yet controlled), and the network quiet for a moment (caches filled).
 */
async function visitOnline(page: Page, url: string, kind: PageKind): Promise<void> {
  await page.goto(url, { timeout: 30_000 });
  const content = async () => {
    for (const selector of CONTENT[kind])
      await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  };
  await content();
  const controlled = () =>
    within(
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      }),
      15_000,
      false,
    );
  if (!(await controlled())) {
    await page.reload({ timeout: 30_000 });
    await content();
    if (!(await controlled())) throw new Error(`${url}: no service worker controls the page after a reload`);
  }
  await within(page.waitForLoadState('networkidle'), 10_000, undefined);
  await sleep(500);
}

// ---------------------------------------------------------------------------------------------------

interface Row {
  kind: PageKind;
  path: string;
  condition: BenchCondition;
  situation: Situation;
  result: Measurement | { error: string };
}

interface Running {
  server?: ServerProcess;
  proxy?: FlakyProxy;
  browsers: Set<Browser | BrowserContext>;
  dirs: Set<string>;
}

const running: Running = { browsers: new Set(), dirs: new Set() };

async function cleanUp(): Promise<void> {
  await Promise.all([...running.browsers].map((b) => within(b.close(), 10_000, undefined)));
  running.browsers.clear();
  await running.proxy?.stop();
  await running.server?.stop();
  for (const dir of running.dirs) rmSync(dir, { recursive: true, force: true });
  running.dirs.clear();
}

const LAUNCH = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu'],
  // Signals are ours: the browsers, the proxy, the server and the profile folders go together.
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
};
const CONTEXT = { viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' as const };

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

interface StructureNode {
  name?: string;
  data?: { clickUrl?: string };
  substructure?: StructureNode[];
}

/** A music album page, from the home structure (depth-first, the first album card). */
async function albumPath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/structure/home`, {
    headers: { 'x-tenant-id': TENANT },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`GET /api/structure/home answered ${res.status}`);
  const find = (node: StructureNode): string | undefined => {
    const url = node.data?.clickUrl;
    if (node.name === 'card' && url && /^\/music\/albums\/[^/]+\/\d+/.test(new URL(url, origin).pathname))
      return new URL(url, origin).pathname;
    for (const child of node.substructure ?? []) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const path = find((await res.json()) as StructureNode);
  if (!path) throw new Error('the home structure has no music album card');
  return path;
}

async function run(options: Options): Promise<Row[]> {
  const server = await startServer(SERVER_PORT, { DIST_DIR, ACCESS_TOKEN_TTL_SECONDS: '3600' });
  running.server = server;
  const proxy = new FlakyProxy({ port: PROXY_PORT, upstreamPort: SERVER_PORT });
  running.proxy = proxy;
  await proxy.start();
  const paths: Record<PageKind, string> = {
    home: '/',
    album: options.pages.includes('album') ? await albumPath(server.origin) : '',
    downloads: '/downloads',
  };
  const browser = await chromium.launch(LAUNCH);
  running.browsers.add(browser);
  const rows: Row[] = [];
  const started = Date.now();

  const freshContext = async () => {
    const context = await browser.newContext(CONTEXT);
    running.browsers.add(context);
    return context;
  };
  const closeContext = async (context: BrowserContext) => {
    await within(context.close(), 10_000, undefined);
    running.browsers.delete(context);
  };
  const persistent = async (dir: string, kind: PageKind) => {
    const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...CONTEXT });
    running.browsers.add(context);
    await context.addInitScript(installProbe, { selectors: CONTENT[kind], blankMs: BLANK_MS });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };

  const situations: Record<Situation, (kind: PageKind, condition: BenchCondition) => Promise<Measurement>> = {
    first: async (kind, condition) => {
      const context = await freshContext();
      try {
        await context.addInitScript(installProbe, { selectors: CONTENT[kind], blankMs: BLANK_MS });
        const page = await context.newPage();
        proxy.set(condition, options.drop);
        return await measure(page, proxy, goTo(`${ORIGIN}${paths[kind]}`), options.deadlineMs);
      } finally {
        proxy.set('online');
        await closeContext(context);
      }
    },
    warm: async (kind, condition) => {
      const context = await freshContext();
      try {
        await context.addInitScript(installProbe, { selectors: CONTENT[kind], blankMs: BLANK_MS });
        const page = await context.newPage();
        proxy.set('online');
        await visitOnline(page, `${ORIGIN}${paths[kind]}`, kind);
        proxy.set(condition, options.drop);
        return await measure(page, proxy, reload, options.deadlineMs);
      } finally {
        proxy.set('online');
        await closeContext(context);
      }
    },
    installed: async (kind, condition) => {
      const dir = mkdtempSync(join(tmpdir(), `flaky-profile-${kind}-${condition}-`));
      running.dirs.add(dir);
      try {
        proxy.set('online');
        const first = await persistent(dir, kind);
        try {
          await visitOnline(first.page, `${ORIGIN}${paths[kind]}`, kind);
        } finally {
          await within(first.context.close(), 10_000, undefined);
          running.browsers.delete(first.context);
        }
        proxy.set(condition, options.drop);
        const again = await persistent(dir, kind);
        try {
          return await measure(again.page, proxy, goTo(`${ORIGIN}${paths[kind]}`), options.deadlineMs);
        } finally {
          proxy.set('online');
          await within(again.context.close(), 10_000, undefined);
          running.browsers.delete(again.context);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        running.dirs.delete(dir);
      }
    },
  };

  for (const condition of options.conditions) {
    for (const kind of options.pages) {
      for (const situation of options.situations) {
        if (condition === 'liefi-all' && situation === 'first' && !options.conditionsNamed) continue;
        let result: Row['result'];
        try {
          result = await situations[situation](kind, condition);
        } catch (error) {
          result = { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
        }
        const row: Row = { kind, path: paths[kind], condition, situation, result };
        rows.push(row);
        const elapsed = ((Date.now() - started) / 1000).toFixed(0);
        console.error(`[${elapsed} s] ${cells(row).join(' | ')}`);
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// The table.

const ms = (value: number | undefined, ranMs: number) =>
  value === undefined ? `> ${+(ranMs / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

/** The issue's goals that apply to a row, each met or missed. */
function goals(row: Row): string {
  if ('error' in row.result) return '';
  const r = row.result;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const out: string[] = [];
  if (row.condition === 'liefi' && row.situation === 'warm')
    out.push(`content ≤ 1.5 s ${verdict(r.content !== undefined && r.content <= 1500)}`);
  if (row.condition === 'slow3g' && row.situation === 'installed')
    out.push(`content ≤ 2 s ${verdict(r.content !== undefined && r.content <= 2000)}`);
  if (row.condition === 'slow3g' && row.situation === 'first')
    out.push(`first paint ≤ 5 s ${verdict(r.firstPaint !== undefined && r.firstPaint <= 5000)}`);
  out.push(`never blank ${verdict(!r.blank)}`);
  return out.join('; ');
}

function cells(row: Row): string[] {
  const head = [row.kind, CONDITION_LABEL[row.condition], SITUATION_LABEL[row.situation]];
  if ('error' in row.result) return [...head, 'error', '', '', '', '', row.result.error];
  const r = row.result;
  return [
    ...head,
    ms(r.firstPaint, r.ranMs),
    ms(r.content, r.ranMs),
    r.blank ? `yes (${r.why})` : 'no',
    ms(r.appReady, r.ranMs),
    `${r.requests}/${r.held}`,
    goals(row),
  ];
}

function printTable(rows: Row[], options: Options): void {
  const header = [
    'page',
    'condition',
    'situation',
    'first paint',
    'content',
    'blank>3s',
    'app ready',
    'req/held',
    'goals',
  ];
  const lines = rows.map((row) => cells(row));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const pages = [...new Set(rows.map((r) => `${r.kind} = ${r.path}`))].join(', ');
  console.log(`\nbench:flaky: ${ORIGIN} through flaky-proxy to the server on :${SERVER_PORT} (${pages})`);
  console.log(
    'Conditions: slow 3G = +1 s each way per connection (2 s round trip), 400 kbit/s down and up per connection; ' +
      'lie-fi /api = requests under /api never answered; lie-fi all = no request answered; ' +
      `dropping = every open connection reset ${options.drop.firstMs / 1000} s after the navigation starts, then every ${options.drop.everyMs / 1000} s.`,
  );
  console.log(
    'Situations: first visit = fresh profile; warm reload = same profile after one online visit (service worker in control), ' +
      'condition on, reload; installed restart = persistent profile visited online, browser closed, started again with the condition on.',
  );
  console.log(
    `Times from the navigation start (in-page paint timing); content = the page's main content on screen; ` +
      `"> ${options.deadlineMs / 1000} s" = not within the deadline (a shorter "> t" = not yet when the page was last read, ` +
      `the content being on screen and the 3 s sample taken); req/held = requests the proxy saw / held unanswered.`,
  );
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  if (
    options.conditions.includes('liefi-all') &&
    options.situations.includes('first') &&
    !options.conditionsNamed
  )
    console.log(
      'Not run: lie-fi all × first visit (nothing cached and nothing answered: blank by definition; --conditions=liefi-all runs it).',
    );
  console.log(
    '\nGoals (issue 14): lie-fi warm → content from cache ≤ 1.5 s; slow 3G installed restart ≤ 2 s to content; ' +
      'slow 3G first visit first paint ≤ 5 s; never blank (no row with blank>3s = yes).',
  );
  const missed = rows.filter((r) => goals(r).includes('MISSED')).length;
  const errors = rows.filter((r) => 'error' in r.result).length;
  console.log(
    `${missed} of ${rows.length} rows miss a goal${errors ? `; ${errors} rows failed to run` : ''}.`,
  );
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    console.error(
      `${DIST_DIR}/ has no built portal: run \`npm run build\` first, then \`npm run bench:flaky\`.`,
    );
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
    return 1;
  }
  for (const port of [SERVER_PORT, PROXY_PORT])
    if (!(await portFree(port))) {
      console.error(`Port ${port} is in use: bench:flaky needs ${SERVER_PORT} and ${PROXY_PORT}.`);
      return 1;
    }
  const stop = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the browsers, the proxy and the server`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  try {
    const rows = await run(options);
    printTable(rows, options);
    return rows.some((r) => 'error' in r.result) ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// Playwright's and the proxy's handles are closed; nothing else should keep the process, but a bench never hangs.
setTimeout(() => process.exit(), 2000).unref();

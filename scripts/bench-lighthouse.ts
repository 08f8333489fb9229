// Lighthouse scores of the built portal served by the real server (fresh PGlite): home, a list
// page and a details page. Usage: npm run bench:lighthouse [-- --min-seo=100 --min-accessibility=90
// --desktop]. Expects dist/ (run `npm run build` first); Chromium from CHROME_PATH or /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { type ServerProcess, startServer } from './bench-server.ts';

const PORT = 8798;
const ORIGIN = `http://localhost:${PORT}`;
const TENANT = 'demo';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

function parseArgs(argv: string[]) {
  const min: Partial<Record<Category, number>> = {};
  let desktop = false;
  for (const arg of argv) {
    const m = /^--min-([a-z-]+)=(\d{1,3})$/.exec(arg);
    if (m && (CATEGORIES as readonly string[]).includes(m[1] ?? '')) min[m[1] as Category] = Number(m[2]);
    else if (arg === '--desktop') desktop = true;
    else throw new Error(`Unknown argument ${arg} (use --min-<category>=<0-100> or --desktop)`);
  }
  return { min, desktop };
}

interface StructureNode {
  name?: string;
  data?: { clickUrl?: string };
  substructure?: StructureNode[];
}

/** Depth-first: the first card with a clickUrl is a details page. */
function firstCardUrl(node: StructureNode): string | undefined {
  if (node.name === 'card' && node.data?.clickUrl) return node.data.clickUrl;
  for (const child of node.substructure ?? []) {
    const found = firstCardUrl(child);
    if (found) return found;
  }
  return undefined;
}

async function pickPages(): Promise<Array<[string, string]>> {
  const res = await fetch(`${ORIGIN}/api/structure/home`, { headers: { 'x-tenant-id': TENANT } });
  if (!res.ok) throw new Error(`GET /api/structure/home answered ${res.status}`);
  const details = firstCardUrl((await res.json()) as StructureNode);
  if (!details) throw new Error('the home structure has no card with a clickUrl');
  return [
    ['home', '/'],
    ['list', '/music/albums'],
    ['details', new URL(details, ORIGIN).pathname],
  ];
}

async function main(): Promise<number> {
  const { min, desktop } = parseArgs(process.argv.slice(2));
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(
      `${distDir}/ has no built portal: run \`npm run build\` first, then \`npm run bench:lighthouse\`.`,
    );
    return 1;
  }
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const server: ServerProcess = await startServer(PORT, { DIST_DIR: distDir });
  const onSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    const pages = await pickPages();
    chrome = await launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const rows: Array<{ page: string; path: string } & Record<Category, number>> = [];
    const notes: string[] = [];
    const metrics: string[] = [];
    for (const [page, path] of pages) {
      const audit = () =>
        lighthouse(
          `${ORIGIN}${path}`,
          { port: chrome?.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          desktop ? desktopConfig : undefined,
        );
      let result = await audit();
      // A failed trace (NO_NAVSTART, seen now and then in headless Chromium) says nothing of the page: once more.
      if (result?.lhr.runtimeError) {
        console.error(`${path}: ${result.lhr.runtimeError.message} (running it again)`);
        result = await audit();
      }
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      if (result.lhr.runtimeError) console.error(`${path}: ${result.lhr.runtimeError.message}`);
      const score = (c: Category) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100);
      rows.push({
        page,
        path,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
      } as (typeof rows)[0]);
      notes.push(...failedAudits(page, result.lhr));
      metrics.push(`  ${page}: ${metricLine(result.lhr)}`);
    }
    printTable(rows, desktop);
    console.log(`\nWhat the performance score is made of:\n${metrics.join('\n')}`);
    if (notes.length > 0) console.log(`\nAudits losing points (non-performance):\n${notes.join('\n')}`);
    const failures = rows.flatMap((row) =>
      CATEGORIES.filter((c) => min[c] !== undefined && row[c] < (min[c] ?? 0)).map(
        (c) => `${row.page} ${c} ${row[c]} < ${min[c]}`,
      ),
    );
    for (const f of failures) console.error(`below threshold: ${f}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

/** The lab metrics behind the performance score (simulated throttling of the preset). */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
] as const;

function metricLine(lhr: LighthouseResult): string {
  return METRICS.map(([id, label, unit]) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) return `${label} n/a`;
    return unit === 'ms' ? `${label} ${Math.round(value)} ms` : `${label} ${value.toFixed(3)}`;
  }).join(', ');
}

/** The weighted audits that cost points outside performance, so a drop says where to look. */
function failedAudits(page: string, lhr: LighthouseResult): string[] {
  return CATEGORIES.filter((c) => c !== 'performance').flatMap((c) => {
    const failed = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return failed.length > 0 ? [`  ${page} ${c}: ${failed.join(', ')}`] : [];
  });
}

function printTable(
  rows: Array<{ page: string; path: string } & Record<Category, number>>,
  desktop: boolean,
) {
  const header = ['page', 'path', ...CATEGORIES];
  const lines = rows.map((r) => [r.page, r.path, ...CATEGORIES.map((c) => String(r[c]))]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\nLighthouse (${desktop ? 'desktop' : 'mobile'} preset), ${ORIGIN}`);
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

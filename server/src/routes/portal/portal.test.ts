import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeviceSchema } from '../../../../contract/device.ts';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { EnvFileSchema } from '../../../../contract/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { USER_AGENTS } from '../../testing/user-agents.ts';
import { BUILDS_DIR, newBuildId } from './build-folders.ts';
import { markComplete, switchToBuild } from './build-switch.ts';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#000000" />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function makeDist(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'builds'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("portal");');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'builds', 'latest.json'), '{"id":"b1","builtAt":"2026-01-01T00:00:00Z"}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"internal":true}');
  writeFileSync(join(root, 'secret.txt'), 'outside the dist folder');
  return { root, dist };
}

const bootOf = (html: string) => {
  const json = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no portal-boot script in the shell');
  return JSON.parse(json) as {
    envFile: unknown;
    structure?: { name: string; lang: string; node: unknown };
    device?: unknown;
  };
};

describe.each(databaseTargets())('portal files and shell on %s', (target) => {
  let t: TestApp;
  let paths: { root: string; dist: string };
  beforeAll(async () => {
    paths = makeDist();
    t = await startTestApp(target, { distDir: paths.dist });
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(paths.root, { recursive: true, force: true });
  });

  it('hashed assets are served with a year-long immutable cache', async () => {
    const res = await t.get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('portal');
  });

  it('a missing asset or file with an extension is a real 404, never index.html', async () => {
    for (const path of ['/assets/missing.js', '/missing.png', '/music/cover.jpg']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });

  it('build internals in dot-folders are not served', async () => {
    expect((await t.get('/.vite/manifest.json')).status).toBe(404);
  });

  it('sw.js and builds/latest.json must always be revalidated', async () => {
    expect((await t.get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const latest = await t.get('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const etag = latest.headers.get('etag') ?? '';
    expect((await t.get('/builds/latest.json', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('encoded path traversal cannot read files outside the dist folder', async () => {
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('outside the dist folder');
    }
  });

  it('the home navigation gets the shell with envFile and the home structure injected', async () => {
    const res = await t.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<meta name="theme-color" content="#1c7ed6" />');
    expect(html).toContain('<title>Demo Media</title>');
    expect(html.indexOf('id="portal-boot"')).toBeLessThan(html.indexOf('</head>'));
    const boot = bootOf(html);
    expect(v.parse(EnvFileSchema, boot.envFile).tenantName).toBe('demo');
    expect(boot.structure).toMatchObject({ name: 'home', lang: 'en' });
    expect(v.parse(StructureNodeSchema, boot.structure?.node).name).toBe('page');
  });

  it('`/` opens in the language the locale cookie remembers (query kept); other pages and the default stay', async () => {
    const ar = await t.get('/?utm=app', { headers: { cookie: 'i18n_redirected=ar' } });
    expect(ar.status).toBe(302);
    expect(ar.headers.get('location')).toBe('/ar?utm=app');
    expect(ar.headers.get('vary')).toContain('Cookie');
    expect(ar.headers.get('cache-control')).toBe('no-cache');
    for (const cookie of ['i18n_redirected=en', 'i18n_redirected=xx', '']) {
      const res = await t.get('/', { headers: { cookie } });
      expect(res.status, cookie).toBe(200);
      expect(res.headers.get('vary'), cookie).toContain('Cookie');
    }
    const page = await t.get('/music/list', { headers: { cookie: 'i18n_redirected=ar' } });
    expect(page.status).toBe(200);
  });

  it('the boot data carries the device GET /device answers for this User-Agent (shell §7)', async () => {
    const headers = { 'user-agent': USER_AGENTS.androidPhone };
    const boot = bootOf(await (await t.get('/music/list', { headers })).text());
    const device = v.parse(DeviceSchema, boot.device);
    expect(device.deviceAttributes).toMatchObject({ modernPhone: true, operatingSystem: 'Android' });
    const answer = await t.api('/device', { headers });
    expect(v.parse(DeviceSchema, await answer.json())).toEqual(device);
  });

  it('a locale prefix sets lang and dir (ar is rtl) and the structure language', async () => {
    const html = await (await t.get('/ar')).text();
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    const boot = bootOf(html);
    expect(boot.structure?.lang).toBe('ar');
    expect(JSON.stringify(boot.structure?.node)).toContain('الرئيسية');
  });

  it('other pages get the shell without a structure; the host picks the tenant and its default locale', async () => {
    const html = await (await t.get('/music/albums/nora-vale/1', { host: 'acme.localhost' })).text();
    expect(html).toContain('<html lang="fr" dir="ltr" data-mantine-color-scheme="light">');
    expect(html).toContain(
      '<meta name="description" content="Séries, livres audio et musique française, partout avec vous." />',
    );
    expect(html).toContain('<title>Acme Stream</title>');
    expect(html).toContain('content="#c2255c"');
    const boot = bootOf(html);
    expect(v.parse(EnvFileSchema, boot.envFile).tenantName).toBe('acme');
    expect(boot.structure).toBeUndefined();
  });

  it('the theme cookie sets the colour scheme at first paint; unknown values fall back to light', async () => {
    const scheme = async (cookie: string) =>
      /data-mantine-color-scheme="(\w+)"/.exec(
        await (await t.get('/music/list', { headers: { cookie } })).text(),
      )?.[1];
    expect(await scheme('theme=dark')).toBe('dark');
    expect(await scheme('theme=light')).toBe('light');
    expect(await scheme('theme=%22%3E%3Cscript%3E')).toBe('light');
    expect(await scheme('other=1')).toBe('light');
  });

  it('robots.txt is served as text/plain', async () => {
    const res = await t.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('boot JSON cannot close its script element: every < is escaped', async () => {
    const html = await (await t.get('/')).text();
    const json = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
  });
});

/** A build's server bundle: it names its build, and leaves /shell to the client-rendered shell. */
const labelledRenderer = (label: string) => `
export async function renderPage(input) {
  if (new URL(input.request.url).pathname === '/shell') throw new Error('the shell answers this one');
  return new Response('<!doctype html><p>rendered by ${label}</p>', { headers: { 'content-type': 'text/html' } });
}`;

/** Vite's manifest with the entry and the modules every first render loads (page-assets.ts). */
const manifestOf = (label: string) =>
  JSON.stringify({
    'index.html': { file: `assets/index-${label}.js`, src: 'index.html', isEntry: true },
    'src/structure/page-renderers.ts': { file: `assets/renderers-${label}.js` },
    'src/app/page-parts.tsx': { file: `assets/parts-${label}.js` },
  });

const SAME_TIME = new Date('2026-01-01T00:00:00Z');

/** The files of one build in `client` and `ssr`; every file's size and mtime is the same whatever the label. */
function writeBuildFiles(client: string, ssr: string, label: string): void {
  mkdirSync(join(client, '.vite'), { recursive: true });
  mkdirSync(join(client, 'assets'));
  mkdirSync(ssr, { recursive: true });
  const files = {
    [join(client, 'index.html')]: INDEX.replace('index-abc123.js', `index-${label}.js`),
    [join(client, '.vite', 'manifest.json')]: manifestOf(label),
    [join(client, 'assets', `index-${label}.js`)]: `console.log("${label}");`,
    [join(ssr, 'entry-server.js')]: labelledRenderer(label),
  };
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(path, text);
    utimesSync(path, SAME_TIME, SAME_TIME);
  }
}

function writeBuild(project: string, label: string): string {
  const id = newBuildId();
  const dir = join(project, BUILDS_DIR, id);
  writeBuildFiles(join(dir, 'client'), join(dir, 'ssr'), label);
  markComplete(dir);
  return id;
}

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe.each(databaseTargets())(
  'deploys: a rebuild never leaves the server without a portal on %s',
  (target) => {
    let t: TestApp;
    let project: string;
    const page = async (path: string) => {
      const res = await t.get(path, { headers: PAGE });
      return { status: res.status, html: await res.text() };
    };
    beforeAll(async () => {
      project = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
      t = await startTestApp(target, { distDir: join(project, 'dist') });
    });
    afterAll(async () => {
      await t.dispose();
      rmSync(project, { recursive: true, force: true });
    });

    it('with no build at all, a navigation gets a readable 503 page and an API client the problem', async () => {
      const res = await t.get('/music/list', { headers: PAGE });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.text()).toContain('<h1>The portal is not built yet</h1>');

      const api = await t.get('/music/list', { headers: { accept: 'application/json' } });
      expect(api.status).toBe(503);
      expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({
        code: 'PORTAL_NOT_BUILT',
        detail: expect.stringMatching(/not built/),
      });
    });

    it('real dist/ and dist-ssr/ folders are served, and replaced by a switch without a gap in pages or chunks', async () => {
      writeBuildFiles(join(project, 'dist'), join(project, 'dist-ssr'), 'L');
      expect(await page('/music/list')).toMatchObject({
        status: 200,
        html: expect.stringContaining('rendered by L'),
      });

      switchToBuild(project, writeBuild(project, 'A'));
      expect((await page('/music/list')).html).toContain('rendered by A');
      // A browser still running the old build loads its chunks; a chunk no build has is still a 404.
      const old = await t.get('/assets/index-L.js');
      expect(old.status).toBe(200);
      expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await old.text()).toContain('"L"');
      expect((await t.get('/assets/index-A.js')).status).toBe(200);
      expect((await t.get('/assets/index-none.js')).status).toBe(404);
    });

    it('a switch is seen at once even when every file has the same size and mtime (keys are real paths)', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect((await page('/shell')).html).toContain('src="/assets/index-A.js"');
        switchToBuild(project, writeBuild(project, 'B'));
        expect((await page('/music/list')).html).toContain('rendered by B');
        expect((await page('/shell')).html).toContain('src="/assets/index-B.js"');
        expect((await t.get('/assets/index-A.js')).status).toBe(200);
      } finally {
        errors.mockRestore();
      }
    });

    it('while the dist link is missing for a moment, the shell last read answers instead of a 503', async () => {
      rmSync(join(project, 'dist'));
      const res = await t.get('/music/list', { headers: PAGE });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('src="/assets/index-B.js"');
    });
  },
);

import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSchema } from '../../../../contract/device.ts';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { EnvFileSchema } from '../../../../contract/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { USER_AGENTS } from '../../testing/user-agents.ts';

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

  it('navigations answer 503 with a clear problem while the portal is not built', async () => {
    const index = join(paths.dist, 'index.html');
    renameSync(index, `${index}.away`);
    try {
      const res = await t.get('/some/page');
      expect(res.status).toBe(503);
      expect((await res.json()).detail).toMatch(/not built/);
    } finally {
      renameSync(`${index}.away`, index);
    }
    expect((await t.get('/some/page')).status).toBe(200);
  });
});

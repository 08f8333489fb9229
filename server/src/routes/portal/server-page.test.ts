import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAGE_RENDER_DEADLINE_MS } from './server-page.ts';

const SHELL =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-r1.js'],
    css: ['assets/index-c1.css'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/structure/page-renderers.ts': {
    file: 'assets/page-renderers-p1.js',
    css: ['assets/renderers-c2.css'],
  },
  'src/app/page-parts.tsx': { file: 'assets/page-parts-q1.js' },
  'src/locales/ar/messages.po': { file: 'assets/messages-ar.js' },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
};

/**
 * A stand-in for dist-ssr/entry-server.js with the bundle's interface (contract/page-render.ts): it answers
 * with what it was given, asks the app for /api/envFile through the fetch it got, and misbehaves on cue.
 */
const RENDERER = `
export async function renderPage(input) {
  const path = new URL(input.request.url).pathname;
  if (path === '/slow') return new Promise((_, reject) => input.request.signal.addEventListener('abort', () => reject(input.request.signal.reason)));
  if (path === '/boom') throw new Error('render failed');
  const env = await input.fetch(new URL('/api/envFile', input.request.url));
  const body = JSON.stringify({
    path, nonce: input.nonce, scheme: input.colorScheme, tenant: input.boot.envFile.tenantName,
    device: typeof input.boot.device?.id, envStatus: env.status, root: input.manifest.routes.__root__,
    lazy: input.manifest.lazyPreloads,
  });
  return new Response(body, { status: path === '/gone' ? 404 : 200, headers: { 'content-type': 'text/html' } });
}`;

describe.each(databaseTargets())('server-rendered pages on %s', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-ssr-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
    t = await startTestApp(target, { distDir: dist });
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('a navigation is rendered by the bundle, with the boot data, the theme cookie and an in-process API', async () => {
    const res = await t.app.request('http://localhost/ar/music', { headers: { cookie: 'theme=dark' } });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ path: '/ar/music', scheme: 'dark', tenant: 'demo', device: 'number' });
    expect(page.envStatus).toBe(200);
    // The Arabic page preloads the Arabic catalogue (English compiled into it), the entry and its imports;
    // the renderers and page parts are the bundle's to add for a page whose structures use them.
    expect(page.root.preloads).toEqual(
      expect.arrayContaining(['/assets/index-e1.js', '/assets/react-r1.js', '/assets/messages-ar.js']),
    );
    expect(page.root.preloads).not.toContain('/assets/messages-en.js');
    expect(page.root.preloads).not.toContain('/assets/page-renderers-p1.js');
    expect(page.lazy).toEqual({
      renderers: ['/assets/page-renderers-p1.js'],
      parts: ['/assets/page-parts-q1.js'],
    });
    expect(page.root.css).toEqual(['/assets/index-c1.css', '/assets/renderers-c2.css']);
    expect(page.root.scripts).toEqual([{ attrs: { type: 'module', src: '/assets/index-e1.js' } }]);
  });

  it('inline scripts are allowed by this response’s nonce only, never by unsafe-inline', async () => {
    const res = await t.app.request('http://localhost/');
    const { nonce } = await res.json();
    const policy = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'nonce-${nonce}'`);
    const again = await (await t.app.request('http://localhost/')).json();
    expect(again.nonce).not.toBe(nonce);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it("the bundle's status goes out as it is (a missing page is a 404)", async () => {
    expect((await t.app.request('http://localhost/gone')).status).toBe(404);
  });

  it('a failed render is answered by the client-rendered shell', async () => {
    const res = await t.app.request('http://localhost/boom');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it(`a render past ${PAGE_RENDER_DEADLINE_MS} ms is answered by the shell instead of waiting on`, async () => {
    const started = Date.now();
    const res = await t.app.request('http://localhost/slow');
    expect(await res.text()).toContain('id="portal-boot"');
    expect(Date.now() - started).toBeLessThan(PAGE_RENDER_DEADLINE_MS + 3000);
  }, 15_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../testing/png-reader.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { MASKABLE_SAFE_RADIUS } from './icon-art.ts';

describe.each(databaseTargets())('web app manifest and icons on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const manifestFor = async (host: string) => {
    const res = await t.get('/manifest.webmanifest', { host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    return res.json();
  };
  const png = async (path: string, host = 'localhost') => {
    const res = await t.get(path, { host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    return decodePng(new Uint8Array(await res.arrayBuffer()));
  };

  it('the manifest has the installability fields and the tenant name and colour', async () => {
    const manifest = await manifestFor('localhost:8080');
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Demo Media',
      short_name: 'Demo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
    });
    expect(manifest.description).toBe('Music, video, podcasts and games in one place.');
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('each host gets its own tenant manifest (acme: French description, pink theme)', async () => {
    const manifest = await manifestFor('acme.localhost');
    expect(manifest).toMatchObject({
      name: 'Acme Stream',
      short_name: 'Acme',
      theme_color: '#c2255c',
      lang: 'fr',
    });
    expect(manifest.description).toContain('livres audio');
  });

  it('icons are valid PNGs of the declared size, filled with the tenant colour', async () => {
    for (const [path, size] of [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/maskable-512.png', 512],
    ] as const) {
      const icon = await png(path);
      expect([icon.width, icon.height]).toEqual([size, size]);
      expect(icon.pixel(1, 1)).toEqual([0x1c, 0x7e, 0xd6]);
      expect(icon.pixel(size / 2, size / 2)).toEqual([255, 255, 255]);
    }
    expect((await png('/icons/icon-192.png', 'acme.localhost')).pixel(1, 1)).toEqual([0xc2, 0x25, 0x5c]);
  });

  it('the maskable icon keeps its glyph inside the central 80% safe zone', async () => {
    const icon = await png('/icons/maskable-512.png');
    const centre = icon.width / 2;
    let glyphPixels = 0;
    for (let y = 0; y < icon.height; y += 2) {
      for (let x = 0; x < icon.width; x += 2) {
        const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > MASKABLE_SAFE_RADIUS * icon.width;
        const isBackground = icon.pixel(x, y).join() === '28,126,214';
        if (!isBackground) glyphPixels++;
        if (outside) expect(isBackground, `pixel ${x},${y} outside the safe zone`).toBe(true);
      }
    }
    expect(glyphPixels).toBeGreaterThan(1000);
  });

  it('the SVG favicon is in the tenant colour', async () => {
    const res = await t.get('/icons/favicon.svg', { host: 'acme.localhost' });
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('fill="#c2255c"');
  });
});

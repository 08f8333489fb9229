import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../../../contract/locales.ts';
import { decodePng } from '../../testing/png-reader.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { MASKABLE_SAFE_RADIUS } from './icon-art.ts';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

const TENANTS = [
  { host: 'localhost:8080', name: 'Demo Media', defaultLocale: 'en' },
  { host: 'acme.localhost', name: 'Acme Stream', defaultLocale: 'fr' },
] as const;

/** Width and height from a PNG's IHDR (the screenshots are RGBA from the rasteriser, the icons RGB). */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
};

describe.each(databaseTargets())('web app manifest and icons on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const manifestFor = async (host: string, lang?: LocaleCode) => {
    const res = await t.get(`/manifest.webmanifest${lang ? `?lang=${lang}` : ''}`, { host });
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

  it('the default manifest has the installability fields and the tenant name and colour', async () => {
    const manifest = await manifestFor('localhost:8080');
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Demo Media',
      short_name: 'Demo',
      lang: 'en',
      dir: 'ltr',
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
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  describe.each(TENANTS)('$name', ({ host, name, defaultLocale }) => {
    it.each(LOCALE_CODES)(
      'in %s: lang, dir, prefixed start_url and scope, translated words',
      async (lang) => {
        const manifest = await manifestFor(host, lang);
        const prefix = lang === defaultLocale ? '' : `/${lang}`;
        const base = prefix || '/';
        expect(manifest).toMatchObject({
          id: '/',
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          start_url: base,
          scope: base,
        });
        const english = await manifestFor(host, 'en');
        if (lang === 'ar') {
          for (const text of [manifest.name, manifest.short_name, manifest.description])
            expect(text).toMatch(/[\u0600-\u06ff]/);
        } else if (lang !== 'en') {
          expect(manifest.description).not.toBe(english.description);
        } else {
          expect(manifest.name).toBe(name);
        }
        expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
          `${prefix}/search`,
          `${prefix}/downloads`,
          `${prefix}/favorites`,
        ]);
        for (const shortcut of manifest.shortcuts) {
          expect(shortcut.name.length).toBeGreaterThan(0);
          expect(shortcut.icons).toEqual([
            expect.objectContaining({ sizes: '96x96', type: 'image/png', purpose: 'any' }),
          ]);
        }
        if (lang !== 'en') expect(manifest.shortcuts[0].name).not.toBe(english.shortcuts[0].name);
        expect(manifest.icons.map((icon: ManifestImage) => icon.purpose).sort()).toEqual([
          'any',
          'any',
          'maskable',
          'maskable',
        ]);
        expect(manifest.screenshots.map((s: ManifestImage) => s.form_factor)).toEqual(['narrow', 'wide']);
        for (const s of manifest.screenshots) expect(s.label).not.toBe('');
      },
    );
  });

  it("every picture the manifest names is a PNG of the size it declares, the screenshots' form matches their shape", async () => {
    for (const { host } of TENANTS) {
      const manifest = await manifestFor(host, 'ar');
      const images: ManifestImage[] = [
        ...manifest.icons,
        ...manifest.screenshots,
        ...manifest.shortcuts.flatMap((s: { icons: ManifestImage[] }) => s.icons),
      ];
      expect(images).toHaveLength(9);
      for (const image of images) {
        const res = await t.get(image.src, { host });
        expect(res.status, image.src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        const size = pngSize(new Uint8Array(await res.arrayBuffer()));
        expect(size, image.src).toBe(image.sizes);
        const [width = 0, height = 0] = size.split('x').map(Number);
        if (image.form_factor === 'wide') expect(width).toBeGreaterThan(height);
        if (image.form_factor === 'narrow') expect(height).toBeGreaterThan(width);
        // Chromium shows screenshots only within 320–3840 px and an aspect ratio of at most 2.3.
        if (image.form_factor)
          expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      }
    }
  });

  it('each variant is cached by its address and revalidated by ETag', async () => {
    const res = await t.get('/manifest.webmanifest?lang=ar', { host: 'localhost' });
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await t.get('/manifest.webmanifest?lang=ar', {
      host: 'localhost',
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const other = await t.get('/manifest.webmanifest?lang=de', {
      host: 'localhost',
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    const acme = await t.get('/manifest.webmanifest?lang=ar', {
      host: 'acme.localhost',
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(acme.status).toBe(200);
  });

  it('an unknown language is a 400 problem', async () => {
    const res = await t.get('/manifest.webmanifest?lang=xx', { host: 'localhost' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'UNKNOWN_LANGUAGE', status: 400 });
  });

  it('icons are valid PNGs of the declared size, filled with the tenant colour', async () => {
    for (const [path, size] of [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/maskable-192.png', 192],
      ['/icons/maskable-512.png', 512],
    ] as const) {
      const icon = await png(path);
      expect([icon.width, icon.height]).toEqual([size, size]);
      expect(icon.pixel(1, 1)).toEqual([0x1c, 0x7e, 0xd6]);
      expect(icon.pixel(size / 2, size / 2)).toEqual([255, 255, 255]);
    }
    expect((await png('/icons/icon-192.png', 'acme.localhost')).pixel(1, 1)).toEqual([0xc2, 0x25, 0x5c]);
  });

  it.each(['/icons/maskable-512.png', '/icons/maskable-192.png'])(
    '%s keeps its glyph inside the central 80% safe zone',
    async (path) => {
      const icon = await png(path);
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
      expect(glyphPixels).toBeGreaterThan(icon.width);
    },
  );

  it('the SVG favicon is in the tenant colour', async () => {
    const res = await t.get('/icons/favicon.svg', { host: 'acme.localhost' });
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('fill="#c2255c"');
  });
});

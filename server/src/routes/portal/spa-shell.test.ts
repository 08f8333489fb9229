import { describe, expect, it } from 'vitest';
import { embedJson } from '../../../../contract/page-render.ts';
import type { EnvFile } from '../../../../contract/tenant.ts';
import { leadImage, renderShell } from './spa-shell.ts';

const envFile = { tenantName: 'demo' } as EnvFile;
const options = {
  lang: 'ar',
  dir: 'rtl',
  themeColour: '#123456',
  title: 'A & B',
  colorScheme: 'dark',
  description: 'Tag <line>',
  boot: { envFile },
} as const;

describe('shell personalisation', () => {
  it('embedded JSON cannot end the script element or open a comment', () => {
    const json = embedJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script><!--');
  });

  it('adds lang, dir, theme-color and title to a shell that has none, and escapes the title', () => {
    const html = renderShell('<html><head></head><body></body></html>', options);
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="dark">');
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
    expect(html).toContain('<meta name="description" content="Tag &#60;line&#62;" />');
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).toMatch(/<script id="portal-boot" type="application\/json">\{.*\}<\/script>\s*<\/head>/s);
  });

  it('replaces existing attributes instead of duplicating them', () => {
    const html = renderShell(
      '<html lang="en" dir="ltr" class="x"><head><title>Old</title></head></html>',
      options,
    );
    expect(html).toContain('<html lang="ar" dir="rtl" class="x" data-mantine-color-scheme="dark">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("links the web app manifest in the page's language", () => {
    const html = renderShell(
      '<html><head><link rel="manifest" href="/manifest.webmanifest" /></head></html>',
      options,
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ar" />');
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
  });

  it('preloads the first picture of the shipped structure, and nothing without one', () => {
    const node = {
      name: 'page',
      substructure: [
        { name: 'hero', data: { title: 'No picture' } },
        {
          name: 'rail',
          substructure: [{ name: 'card', data: { imageUrl: 'https://x.test/a.svg?w=1&h=2' } }],
        },
        { name: 'card', data: { imageUrl: 'https://x.test/b.svg' } },
      ],
    };
    const html = renderShell('<html><head></head></html>', {
      ...options,
      boot: { envFile, structure: { name: 'home', lang: 'ar', node } },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://x.test/a.svg?w=1&#38;h=2" fetchpriority="high" />',
    );
    expect(renderShell('<html><head></head></html>', options)).not.toContain('rel="preload"');
    // Only web addresses are preloaded: no other schemes, no protocol-relative hosts.
    expect(leadImage({ name: 'card', data: { imageUrl: 'javascript:alert(1)' } })).toBeUndefined();
    expect(leadImage({ name: 'card', data: { imageUrl: '//evil.test/x.svg' } })).toBeUndefined();
    expect(leadImage({ name: 'card', data: { imageUrl: '/media/artwork/1.svg' } })).toBe(
      '/media/artwork/1.svg',
    );
  });
});

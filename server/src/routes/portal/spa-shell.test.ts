import { describe, expect, it } from 'vitest';
import type { EnvFile } from '../../../../contract/tenant.ts';
import { embedJson, renderShell } from './spa-shell.ts';

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
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OgLocaleAlternates } from './og-locale-alternates.tsx';

describe('og:locale:alternate in server-rendered HTML', () => {
  it('the five other locales end up in <head> although a page renders them in <body>', () => {
    const html = renderToString(
      <html lang="ar">
        <head>
          <title>Demo</title>
        </head>
        <body>
          <main>
            <OgLocaleAlternates locale="ar" />
          </main>
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const alternates = [
      ...head.matchAll(/<meta property="og:locale:alternate" content="([a-z]{2}_[A-Z]{2})"\/>/g),
    ];
    expect(alternates.map((m) => m[1])).toEqual(['en_US', 'fr_FR', 'de_DE', 'es_ES', 'ro_RO']);
    expect(html.slice(html.indexOf('<body>'))).not.toContain('og:locale:alternate');
  });
});

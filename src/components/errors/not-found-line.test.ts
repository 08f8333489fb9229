import { describe, expect, it } from 'vitest';
import { createPageI18n } from '#lib/i18n.ts';
import { notFoundLine } from './not-found-line.ts';

describe('notFoundLine (the 404 screen line)', () => {
  it("keeps the spec's exact English for both kinds of 404, shown and tracked", async () => {
    const en = await createPageI18n('en', undefined);
    expect(notFoundLine(en, undefined, '/no/such/page')).toEqual({
      message: 'Page not found: /no/such/page',
      shown: 'Page not found: /no/such/page',
    });
    expect(notFoundLine(en, 'Page Not Found: /games/details/x', '/games/details/x')).toEqual({
      message: 'Page Not Found: /games/details/x',
      shown: 'Page Not Found: /games/details/x',
    });
  });

  it("shows the line in the page language; the tracked message stays the spec's", async () => {
    const fr = await createPageI18n('fr', undefined);
    const line = notFoundLine(fr, undefined, '/fr/nope');
    expect(line.message).toBe('Page not found: /fr/nope');
    expect(line.shown).toBe('Page introuvable : /fr/nope');
    expect(notFoundLine(fr, 'Page Not Found: /fr/games/details/x', '').shown).toBe(
      'Page introuvable : /fr/games/details/x',
    );
  });

  it('in Arabic, isolates the path left to right inside the right-to-left line', async () => {
    const ar = await createPageI18n('ar', undefined);
    const line = notFoundLine(ar, undefined, '/ar/no/such/page');
    expect(line.message).toBe('Page not found: /ar/no/such/page');
    expect(line.shown).toBe('الصفحة غير موجودة: \u2066/ar/no/such/page\u2069');
  });
});

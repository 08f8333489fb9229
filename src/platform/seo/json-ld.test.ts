import { describe, expect, it } from 'vitest';
import { card, detailPage, headOf, jsonLdOf, list, metaOf } from './head-fixtures.ts';
import { jsonLdText } from './json-ld.ts';
import { isoDuration } from './json-ld-families.ts';
import { seoItemOf } from './seo-item.ts';

describe('JSON-LD inside a script element', () => {
  it('escapes < > & so a title holding </script> cannot end the element, and stays the same JSON', () => {
    const ld = { name: '</script><script>alert(1)</script> & <!--' };
    const text = jsonLdText(ld);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(ld);
  });

  it('escapes a details title in the head script the same way', () => {
    const evil = detailPage({
      title: 'Hits </script><img src=x onerror=alert(1)>',
      props: { kind: 'album' },
    });
    const [script] = headOf('music-album', evil).scripts;
    expect(script?.type).toBe('application/ld+json');
    expect(script?.children).not.toContain('</script>');
    expect(jsonLdOf(headOf('music-album', evil)).name).toBe('Hits </script><img src=x onerror=alert(1)>');
  });

  it('durations are ISO 8601 and unknown or zero lengths are left out', () => {
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(59.6)).toBe('PT1M');
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(undefined)).toBeUndefined();
  });
});

describe('heads of pages that are not about one item', () => {
  it('the home page is a website with its hero as the large picture and names the site in JSON-LD', () => {
    const home: Parameters<typeof headOf>[1] = {
      name: 'page',
      data: { title: 'Home' },
      substructure: [{ name: 'hero', data: { title: 'Sawt', imageUrl: '/media/artwork/121.svg' } }],
    };
    const head = headOf('home', home, { pathname: '/', prefix: 'es' });
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:title')).toBe('Home · Demo Media');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/121.png');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Demo Media',
      url: 'https://portal.test/es',
    });
  });

  it('a list without a picture gets the summary card, no og:image and no JSON-LD', () => {
    const albums = { name: 'page', data: { title: 'Albums' }, substructure: [list('grid')] };
    const head = headOf('music-albums', albums, { pathname: '/music/albums' });
    expect(metaOf(head, 'twitter:card')).toBe('summary');
    expect(metaOf(head, 'og:image')).toBeUndefined();
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'twitter:title')).toBe('Albums · Demo Media');
    expect(head.scripts).toEqual([]);
  });

  it('an item kind schema.org has no type for here (a tournament) is a website without JSON-LD', () => {
    const cup = detailPage({ title: 'Spring Cup', imageUrl: '/a.svg', props: { kind: 'tournament' } });
    const head = headOf('tournament', cup);
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(head.scripts).toEqual([]);
  });
});

describe('the details item a head is built from', () => {
  it('lists at most 25 children and keeps only the facts the head uses', () => {
    const tracks = Array.from({ length: 30 }, (_, i) => card('track', `T${i}`, `/music/tracks/t/${i}`));
    const item = seoItemOf(
      'music-album',
      detailPage(
        { title: 'Big', props: { kind: 'album', ageRating: 0, useGameFrame: false } },
        list('track-list', ...tracks),
      ),
    );
    expect(item?.entries).toHaveLength(25);
    expect(item?.props).toEqual({ kind: 'album' });
  });

  it('a page without a valid detail header has no item', () => {
    expect(seoItemOf('music-albums', { name: 'page', data: { title: 'Albums' } })).toBeUndefined();
    const broken = detailPage({ title: 'X', props: { kind: 'album', childCount: 'many' } });
    expect(seoItemOf('music-album', broken)).toBeUndefined();
  });
});

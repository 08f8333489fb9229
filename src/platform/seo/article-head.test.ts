import { describe, expect, it } from 'vitest';
import { detailPage, headOf, jsonLdOf, metaOf } from './head-fixtures.ts';

const article = (premium: boolean) =>
  detailPage({
    title: 'The Midnight Orchard adds new tour dates',
    imageUrl: '/media/artwork/1355.svg',
    props: {
      kind: 'article',
      premium,
      publishedAt: '2026-05-14T09:00:00.000Z',
      links: [{ title: 'Concerts', url: '/news/music-news/concerts', kind: 'article-category' }],
    },
  });

describe('article and news heads (link previews and schema.org)', () => {
  it('a news article is an article and a NewsArticle with its date, section and publisher', () => {
    const head = headOf('news-article', article(false));
    expect(head.meta[0]).toEqual({ title: 'The Midnight Orchard adds new tour dates · Demo Media' });
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/1355.png');
    expect(metaOf(head, 'article:published_time')).toBe('2026-05-14T09:00:00.000Z');
    expect(metaOf(head, 'article:section')).toBe('Concerts');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'The Midnight Orchard adds new tour dates',
      datePublished: '2026-05-14T09:00:00.000Z',
      articleSection: 'Concerts',
      isAccessibleForFree: true,
      publisher: { '@type': 'Organization', name: 'Demo Media' },
    });
  });

  it('a premium article is an Article that is not free to read', () => {
    const head = headOf('article-premium', article(true));
    expect(metaOf(head, 'article:content_tier')).toBe('locked');
    expect(jsonLdOf(head)).toMatchObject({ '@type': 'Article', isAccessibleForFree: false });
  });
});

import { describe, expect, it } from 'vitest';
import { detailPage, headOf, jsonLdOf, metaOf } from './head-fixtures.ts';

describe('podcast and audiobook details heads (link previews and schema.org)', () => {
  it('a podcast is a PodcastSeries with its genre', () => {
    const podcast = detailPage({
      title: 'After Dark',
      subTitle: 'Horror',
      imageUrl: '/media/artwork/951.svg',
      props: { kind: 'podcast', childCount: 12 },
    });
    const head = headOf('podcast-details', podcast);
    expect(head.meta[0]).toEqual({ title: 'After Dark · Demo Media' });
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/951.png');
    expect(jsonLdOf(head)).toMatchObject({ '@type': 'PodcastSeries', name: 'After Dark', genre: 'Horror' });
  });

  it('an episode is a PodcastEpisode of its podcast, with its number and length', () => {
    const episode = detailPage({
      title: 'Episode 1',
      imageUrl: '/media/artwork/1060.svg',
      props: {
        kind: 'episode',
        position: 1,
        durationSec: 72,
        links: [{ title: 'After Dark', url: '/podcast/details/after-dark/951', kind: 'podcast' }],
      },
    });
    const head = headOf('podcast-episode', episode, { prefix: 'de' });
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'PodcastEpisode',
      episodeNumber: 1,
      duration: 'PT1M12S',
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'After Dark',
        url: 'https://portal.test/de/podcast/details/after-dark/951',
      },
    });
  });

  it('an audiobook is a book and an Audiobook with its author, release date and whole length', () => {
    const book = detailPage({
      title: 'A Life in Music',
      imageUrl: '/media/artwork/1076.svg',
      props: {
        kind: 'audiobook',
        publishedAt: '2021-11-11T12:00:00.000Z',
        childCount: 25,
        totalDurationSec: 1846,
        links: [{ title: 'Elena Popescu', url: '/audiobook/artists/elena-popescu/1546', kind: 'author' }],
      },
    });
    const head = headOf('audiobook-details', book);
    expect(metaOf(head, 'og:type')).toBe('book');
    expect(metaOf(head, 'book:release_date')).toBe('2021-11-11T12:00:00.000Z');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'Audiobook',
      author: { '@type': 'Person', name: 'Elena Popescu' },
      datePublished: '2021-11-11T12:00:00.000Z',
      duration: 'PT30M46S',
    });
  });

  it('an author is a profile and a Person', () => {
    const author = detailPage({ title: 'Elena Popescu', props: { kind: 'author', childCount: 1 } });
    const head = headOf('audiobook-artist', author);
    expect(metaOf(head, 'og:type')).toBe('profile');
    expect(jsonLdOf(head)).toMatchObject({ '@type': 'Person', name: 'Elena Popescu' });
  });
});

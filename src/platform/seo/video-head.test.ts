import { describe, expect, it } from 'vitest';
import { detailPage, headOf, jsonLdOf, list, metaOf } from './head-fixtures.ts';

const image = '/media/artwork/12.svg';
const seriesLink = {
  title: 'Cold Case Unit',
  url: '/video/series/details/cold-case-unit/870',
  kind: 'series',
};

describe('video details heads (link previews and schema.org)', () => {
  it('a film is a video.movie and a Movie with its genre and length', () => {
    const film = detailPage({
      title: 'The Last Heist',
      subTitle: 'Thriller',
      imageUrl: image,
      props: { kind: 'video', durationSec: 5400, links: [], additionalArtworks: [] },
    });
    const head = headOf('video-details', film, { prefix: 'ar' });
    expect(head.meta[0]).toEqual({ title: 'The Last Heist · Demo Media' });
    expect(metaOf(head, 'og:type')).toBe('video.movie');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/12.png');
    expect(metaOf(head, 'og:locale')).toBe('ar_SA');
    expect(metaOf(head, 'video:duration')).toBe('5400');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'Movie',
      name: 'The Last Heist',
      genre: 'Thriller',
      duration: 'PT1H30M',
      image: 'https://portal.test/media/artwork/12.svg',
    });
  });

  it("a music video is a VideoObject with its thumbnail and the artist's music", () => {
    const clip = detailPage({
      title: 'Paper Planes (Official Video)',
      imageUrl: '/media/artwork/866.svg',
      props: {
        kind: 'video',
        publishedAt: '2015-07-04T12:00:00.000Z',
        links: [{ title: 'Harper Quinn', url: '/music/artists/harper-quinn/1502', kind: 'artist' }],
      },
    });
    const head = headOf('music-video', clip);
    expect(metaOf(head, 'og:type')).toBe('video.other');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: 'https://portal.test/media/artwork/866.svg',
      uploadDate: '2015-07-04T12:00:00.000Z',
      musicBy: { '@type': 'MusicGroup', name: 'Harper Quinn' },
    });
  });

  it('a series episode is a video.episode and a TVEpisode of its series and season', () => {
    const episode = detailPage({
      title: 'Cold Case Unit: Season 2, Episode 1',
      imageUrl: '/media/artwork/908.svg',
      props: { kind: 'video', position: 1, season: 2, durationSec: 2673, links: [seriesLink] },
    });
    const head = headOf('video-details', episode);
    expect(metaOf(head, 'og:type')).toBe('video.episode');
    expect(metaOf(head, 'video:series')).toBe('https://portal.test/video/series/details/cold-case-unit/870');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 1,
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 2 },
      partOfSeries: { '@type': 'TVSeries', name: 'Cold Case Unit' },
      duration: 'PT44M33S',
    });
  });

  it('a series is a video.tv_show and a TVSeries counting its episodes and seasons', () => {
    const series = detailPage(
      {
        title: 'Cold Case Unit',
        subTitle: 'Crime',
        imageUrl: '/media/artwork/870.svg',
        props: { kind: 'series', childCount: 12, totalDurationSec: 32860 },
      },
      list('track-list'),
      list('track-list'),
    );
    const head = headOf('video-series', series);
    expect(metaOf(head, 'og:type')).toBe('video.tv_show');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'TVSeries',
      genre: 'Crime',
      numberOfEpisodes: 12,
      numberOfSeasons: 2,
    });
  });

  it('a tournament video is a VideoObject', () => {
    const clip = detailPage({
      title: 'Spring Cup highlights',
      imageUrl: '/media/artwork/1325.svg',
      props: { kind: 'tournament-video', durationSec: 12 },
    });
    expect(jsonLdOf(headOf('tournament-video', clip))).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT12S',
    });
  });
});

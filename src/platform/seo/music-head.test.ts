import { describe, expect, it } from 'vitest';
import { card, detailPage, headOf, jsonLdOf, list, metaOf } from './head-fixtures.ts';

const artistLink = { title: 'Nora Vale', url: '/music/artists/nora-vale/1463', kind: 'artist' };
const albumLink = { title: 'Midnight Signals', url: '/music/albums/nora-vale/1', kind: 'album' };

const album = detailPage(
  {
    title: 'Midnight Signals',
    subTitle: 'Nora Vale',
    imageUrl: '/media/artwork/1.svg',
    props: {
      kind: 'album',
      description: 'Nora Vale',
      publishedAt: '2016-01-22T12:00:00.000Z',
      links: [artistLink],
      childCount: 2,
      totalDurationSec: 220,
    },
  },
  list(
    'track-list',
    card('track', 'Signal', '/music/tracks/signal/11', { durationSec: 100 }),
    card('track', 'Static', '/music/tracks/static/12', { durationSec: 120 }),
  ),
);

describe('music details heads (link previews and schema.org)', () => {
  it('an album is a music.album with an absolute image and a MusicAlbum naming its artist and tracks', () => {
    const head = headOf('music-album', album, { prefix: 'fr', pathname: '/music/albums/nora-vale/1' });
    expect(head.meta[0]).toEqual({ title: 'Midnight Signals · Demo Media' });
    expect(metaOf(head, 'og:title')).toBe('Midnight Signals');
    expect(metaOf(head, 'og:type')).toBe('music.album');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/1.png');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'twitter:image')).toBe('https://portal.test/media/artwork/1.png');
    expect(metaOf(head, 'music:musician')).toBe('https://portal.test/fr/music/artists/nora-vale/1463');
    expect(jsonLdOf(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: 'Midnight Signals',
      description: 'Nora Vale',
      url: 'https://portal.test/fr/music/albums/nora-vale/1',
      image: 'https://portal.test/media/artwork/1.svg',
      byArtist: {
        '@type': 'MusicGroup',
        name: 'Nora Vale',
        url: 'https://portal.test/fr/music/artists/nora-vale/1463',
      },
      numTracks: 2,
      datePublished: '2016-01-22T12:00:00.000Z',
      track: [
        {
          '@type': 'MusicRecording',
          name: 'Signal',
          url: 'https://portal.test/fr/music/tracks/signal/11',
          duration: 'PT1M40S',
        },
        {
          '@type': 'MusicRecording',
          name: 'Static',
          url: 'https://portal.test/fr/music/tracks/static/12',
          duration: 'PT2M',
        },
      ],
    });
  });

  it('a track is a music.song and a MusicRecording with its artist, album and duration', () => {
    const track = detailPage({
      title: 'Wanderlust',
      imageUrl: 'https://cdn.portal.test/media/artwork/603.svg',
      props: { kind: 'track', durationSec: 72, links: [albumLink, artistLink] },
    });
    const head = headOf('music-track', track);
    expect(metaOf(head, 'og:type')).toBe('music.song');
    expect(metaOf(head, 'og:image')).toBe('https://cdn.portal.test/media/artwork/603.png');
    expect(metaOf(head, 'music:duration')).toBe('72');
    expect(metaOf(head, 'music:album')).toBe('https://portal.test/music/albums/nora-vale/1');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'MusicRecording',
      name: 'Wanderlust',
      duration: 'PT1M12S',
      byArtist: { '@type': 'MusicGroup', name: 'Nora Vale' },
      inAlbum: { '@type': 'MusicAlbum', url: 'https://portal.test/music/albums/nora-vale/1' },
    });
  });

  it('a playlist is a music.playlist and a MusicPlaylist with its track count and tracks', () => {
    const playlist = detailPage(
      {
        title: 'Deep Focus',
        imageUrl: '/media/artwork/851.svg',
        props: { kind: 'playlist', childCount: 20 },
      },
      list('track-list', card('track', 'Qalb', '/music/tracks/ya-qamar-4/212', { durationSec: 60 })),
    );
    const head = headOf('music-playlist', playlist);
    expect(metaOf(head, 'og:type')).toBe('music.playlist');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'MusicPlaylist',
      numTracks: 20,
      track: [{ '@type': 'MusicRecording', name: 'Qalb', duration: 'PT1M' }],
    });
  });

  it('an artist is a profile and a MusicGroup listing its albums, not its music videos', () => {
    const artist = detailPage(
      {
        title: 'The Lanterns',
        imageUrl: '/media/artwork/1465.svg',
        props: { kind: 'artist', childCount: 1 },
      },
      list('grid', card('album', 'Golden Hour', '/music/albums/the-lanterns/2')),
      list('rail', card('video', 'Late July (Official Video)', '/music/video/details/71')),
    );
    const head = headOf('music-artist', artist);
    expect(metaOf(head, 'og:type')).toBe('profile');
    expect(jsonLdOf(head)).toMatchObject({
      '@type': 'MusicGroup',
      name: 'The Lanterns',
      album: [
        {
          '@type': 'MusicAlbum',
          name: 'Golden Hour',
          url: 'https://portal.test/music/albums/the-lanterns/2',
        },
      ],
    });
  });
});

import { listNode } from '../structure-nodes.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  gridPage,
  notFound,
  type PageCtx,
  type PageResolver,
  pagedList,
  pageNode,
  RAIL,
  subText,
  text,
} from './page-kit.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

async function albumPage(p: PageCtx, key: string) {
  // Commerce §2 /music/albums/{artist}/{id}/{albumSlug}/{trackId}: the last segment may be a track of the album.
  const found = await findItem(p, ['album', 'track'], key);
  const album =
    found.kind === 'track' ? await findItem(p, ['album'], found.props.parent ?? '', 'slug') : found;
  const artist = album.props.artist;
  const highlight = found.kind === 'track' ? { highlightTrackId: found.id } : {};
  // Asked together: one statement.
  const [tracks, more, detail] = await Promise.all([
    firstPage(p, {
      itemKinds: ['track'],
      orderBy: 'position',
      itemLimit: 100,
      props: { parent: album.slug },
    }),
    artist
      ? firstPage(p, { itemKinds: ['album'], orderBy: 'newest', itemLimit: RAIL, props: { artist } })
      : null,
    familyDetail(p, album, highlight),
  ]);
  return pageNode(
    p,
    text(album, p.node.lang),
    [
      detail,
      listNode(
        'track-list',
        { title: T.tracks, ...(found.kind === 'track' ? { highlightId: found.id } : {}) },
        tracks,
        p.node,
      ),
      more &&
        listNode(
          'rail',
          { title: T.albums },
          { ...more, items: more.items.filter((a) => a.id !== album.id) },
          p.node,
        ),
    ],
    { subTitle: subText(album, p.node.lang) },
  );
}

async function artistPage(p: PageCtx, key: string) {
  const artist = await findItem(p, ['artist'], key);
  const props = { artist: artist.slug };
  const [albums, videos, detail] = await Promise.all([
    pagedList(p, { itemKinds: ['album'], orderBy: 'newest', itemLimit: GRID, props }),
    firstPage(p, { itemKinds: ['video'], orderBy: 'newest', itemLimit: RAIL, props }),
    familyDetail(p, artist),
  ]);
  return pageNode(p, text(artist, p.node.lang), [
    detail,
    listNode('grid', { title: T.albums }, albums, p.node),
    listNode('rail', { title: T.musicVideos }, videos, p.node),
  ]);
}

async function genrePage(p: PageCtx, key: string) {
  const genre = await findItem(p, ['music-genre'], key, 'slug');
  const albums = await pagedList(p, {
    itemKinds: ['album'],
    orderBy: 'popular',
    itemLimit: GRID,
    props: { genre: genre.slug },
  });
  return pageNode(p, text(genre, p.node.lang), [listNode('grid', { title: T.albums }, albums, p.node)]);
}

async function playlistPage(p: PageCtx, key: string) {
  const playlist = await findItem(p, ['playlist'], key);
  const slugs = playlist.props.tracks ?? [];
  const [page, detail] = await Promise.all([
    firstPage(p, { itemKinds: ['track'], orderBy: 'newest', itemLimit: 200, slugs }),
    familyDetail(p, playlist),
  ]);
  // The playlist's own order, not the catalogue's; its rows are numbered 1..n in it (a track's position is its
  // number on its album, which would number a playlist's rows 7, 2, 11…).
  const items = [...page.items]
    .sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug))
    .map((item, index) => ({ ...item, props: { ...item.props, position: index + 1 } }));
  return pageNode(
    p,
    text(playlist, p.node.lang),
    [detail, listNode('track-list', { title: T.tracks }, { items, hasMore: false }, p.node)],
    { subTitle: subText(playlist, p.node.lang) },
  );
}

async function trackPage(p: PageCtx, key: string) {
  const track = await findItem(p, ['track'], key);
  const album = track.props.parent
    ? await findItem(p, ['album'], track.props.parent, 'slug').catch(() => null)
    : null;
  // The header's own album lookup is the one above (asked once); its artist joins the siblings' statement.
  const [siblings, detail] = await Promise.all([
    album
      ? firstPage(p, {
          itemKinds: ['track'],
          orderBy: 'position',
          itemLimit: 100,
          props: { parent: album.slug },
        })
      : null,
    familyDetail(p, track, album ? { albumId: album.id } : {}),
  ]);
  return pageNode(
    p,
    text(track, p.node.lang),
    [
      detail,
      album && listNode('rail', { title: T.albums }, { items: [album], hasMore: false }, p.node),
      siblings && listNode('track-list', { title: T.tracks }, siblings, p.node),
    ],
    { subTitle: subText(track, p.node.lang) },
  );
}

async function musicVideoPage(p: PageCtx, key: string) {
  const video = await findItem(p, ['video'], key);
  const artist = video.props.artist;
  if (!artist) throw notFound(`Video ${key} is not a music video.`);
  const [more, detail] = await Promise.all([
    firstPage(p, { itemKinds: ['album'], orderBy: 'newest', itemLimit: RAIL, props: { artist } }),
    familyDetail(p, video),
  ]);
  return pageNode(
    p,
    text(video, p.node.lang),
    [detail, listNode('rail', { title: T.albums }, more, p.node)],
    {
      subTitle: subText(video, p.node.lang),
    },
  );
}

async function musicList(p: PageCtx) {
  const [albums, tracks, playlists, artists, genres] = await Promise.all([
    firstPage(p, { itemKinds: ['album'], orderBy: 'newest', itemLimit: RAIL }),
    firstPage(p, { itemKinds: ['track'], orderBy: 'popular', itemLimit: RAIL }),
    firstPage(p, { itemKinds: ['playlist'], orderBy: 'popular', itemLimit: RAIL }),
    firstPage(p, { itemKinds: ['artist'], orderBy: 'popular', itemLimit: RAIL }),
    firstPage(p, { itemKinds: ['music-genre'], orderBy: 'popular', itemLimit: RAIL }),
  ]);
  return pageNode(p, T.music, [
    listNode('rail', { title: T.albums, moreUrl: '/music/albums' }, albums, p.node),
    listNode('rail', { title: T.tracks, moreUrl: '/music/tracks' }, tracks, p.node),
    listNode('rail', { title: T.playlists, moreUrl: '/music/playlists' }, playlists, p.node),
    listNode('rail', { title: T.artists }, artists, p.node),
    listNode('rail', { title: T.genres, moreUrl: '/music/tracks/category' }, genres, p.node),
  ]);
}

export const MUSIC_PAGES: Record<string, PageResolver> = {
  'music-list': musicList,
  'music-albums': gridPage(T.albums, ['album']),
  'music-albums-category': genrePage,
  'music-album': albumPage,
  'music-artist': artistPage,
  'music-genre': genrePage,
  'music-playlists': gridPage(T.playlists, ['playlist'], 'popular'),
  'music-playlist': playlistPage,
  'music-tracks': gridPage(T.tracks, ['track'], 'popular'),
  'music-tracks-category': gridPage(T.trackCategories, ['music-genre'], 'popular'),
  'music-track': trackPage,
  'music-video': musicVideoPage,
};

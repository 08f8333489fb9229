import { listNode } from '../structure-nodes.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  gridPage,
  type PageCtx,
  type PageResolver,
  pagedList,
  pageNode,
  RAIL,
  relatedRail,
  subText,
  text,
} from './page-kit.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

/** Commerce §9: audiobook chapters load 10 at a time. */
export const CHAPTER_PAGE = 10;

async function podcastDetails(p: PageCtx, id: string) {
  const podcast = await findItem(p, ['podcast'], id);
  const [episodes, detail] = await Promise.all([
    pagedList(p, {
      itemKinds: ['episode'],
      orderBy: 'newest',
      itemLimit: GRID,
      props: { parent: podcast.slug },
    }),
    familyDetail(p, podcast),
  ]);
  return pageNode(
    p,
    text(podcast, p.node.lang),
    [detail, listNode('track-list', { title: T.episodes }, episodes, p.node)],
    {
      subTitle: subText(podcast, p.node.lang),
    },
  );
}

async function episodePage(p: PageCtx, id: string) {
  const episode = await findItem(p, ['episode'], id);
  const parent = episode.props.parent ?? '';
  // The podcast (which must be in the rating window) and its episodes in one statement.
  const [podcast, more, detail] = await Promise.all([
    findItem(p, ['podcast'], parent, 'slug'),
    firstPage(p, { itemKinds: ['episode'], orderBy: 'newest', itemLimit: RAIL + 1, props: { parent } }),
    familyDetail(p, episode),
  ]);
  return pageNode(
    p,
    text(episode, p.node.lang),
    [
      detail,
      listNode('rail', { title: T.podcasts }, { items: [podcast], hasMore: false }, p.node),
      relatedRail(T.episodes, more, episode.id, p.node),
    ],
    { subTitle: text(podcast, p.node.lang) },
  );
}

async function audiobookDetails(p: PageCtx, id: string) {
  const book = await findItem(p, ['audiobook'], id);
  const [chapters, detail] = await Promise.all([
    pagedList(p, {
      itemKinds: ['chapter'],
      orderBy: 'position',
      itemLimit: CHAPTER_PAGE,
      props: { parent: book.slug },
    }),
    familyDetail(p, book),
  ]);
  const total: unknown = (detail.data.customProperties as Record<string, unknown>).childCount;
  return pageNode(
    p,
    text(book, p.node.lang),
    [
      detail,
      listNode(
        'track-list',
        { title: T.chapters, ...(typeof total === 'number' ? { total } : {}) },
        chapters,
        p.node,
      ),
    ],
    { subTitle: subText(book, p.node.lang) },
  );
}

async function authorPage(p: PageCtx, id: string) {
  const author = await findItem(p, ['author'], id);
  const [books, detail] = await Promise.all([
    pagedList(p, {
      itemKinds: ['audiobook'],
      orderBy: 'newest',
      itemLimit: GRID,
      props: { author: author.slug },
    }),
    familyDetail(p, author),
  ]);
  return pageNode(p, text(author, p.node.lang), [
    detail,
    listNode('grid', { title: T.audiobooks }, books, p.node),
  ]);
}

async function genrePage(p: PageCtx, name: string) {
  const genre = await findItem(p, ['audiobook-genre'], name, 'slug');
  const books = await pagedList(p, {
    itemKinds: ['audiobook'],
    orderBy: 'popular',
    itemLimit: GRID,
    props: { genre: genre.slug },
  });
  return pageNode(p, text(genre, p.node.lang), [listNode('grid', {}, books, p.node)]);
}

export const AUDIO_PAGES: Record<string, PageResolver> = {
  'podcast-list': gridPage(T.podcasts, ['podcast']),
  'podcast-details': podcastDetails,
  'podcast-episode': episodePage,
  'audiobook-list': gridPage(T.audiobooks, ['audiobook']),
  'audiobook-category': gridPage(T.audiobookCategories, ['audiobook-genre'], 'popular'),
  'audiobook-genre': genrePage,
  'audiobook-details': audiobookDetails,
  'audiobook-artist': authorPage,
};

import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import { listNode } from '../structure-nodes.ts';
import { articleBodyNode } from './article-body.ts';
import { challengesNode } from './challenges.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  notFound,
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

const LISTS = {
  popular: { title: T.popularGames, orderBy: 'popular' },
  new: { title: T.newGames, orderBy: 'newest' },
} as const;

async function gamesList(p: PageCtx) {
  const [games, arcade, genres] = await Promise.all([
    pagedList(p, { itemKinds: ['game'], orderBy: 'popular', itemLimit: GRID }),
    firstPage(p, { itemKinds: ['arcade'], orderBy: 'popular', itemLimit: RAIL }),
    firstPage(p, { itemKinds: ['game-genre'], orderBy: 'popular', itemLimit: RAIL }),
  ]);
  return pageNode(p, T.games, [
    listNode('rail', { title: T.categories }, genres, p.node),
    listNode('rail', { title: T.arcade }, arcade, p.node),
    listNode('grid', { title: T.popularGames }, games, p.node),
  ]);
}

async function namedList(p: PageCtx, name: string) {
  if (!Object.hasOwn(LISTS, name)) throw notFound(`There is no games list "${name}".`);
  const list = LISTS[name as keyof typeof LISTS];
  const page = await pagedList(p, { itemKinds: ['game'], orderBy: list.orderBy, itemLimit: GRID });
  return pageNode(p, list.title, [listNode('grid', {}, page, p.node)]);
}

async function genreGames(p: PageCtx, key: string, by: 'id' | 'slug') {
  const genre = await findItem(p, ['game-genre'], key, by);
  const page = await pagedList(p, {
    itemKinds: ['game', 'arcade'],
    orderBy: 'popular',
    itemLimit: GRID,
    props: { genre: genre.slug },
  });
  return pageNode(p, text(genre, p.node.lang), [listNode('grid', {}, page, p.node)]);
}

async function gameDetails(p: PageCtx, id: string, kind: 'game' | 'arcade') {
  const game = await findItem(p, [kind], id);
  const { genre } = game.props;
  const [similar, detail] = await Promise.all([
    genre
      ? firstPage(p, {
          itemKinds: ['game', 'arcade'],
          orderBy: 'popular',
          itemLimit: RAIL + 1,
          props: { genre },
        })
      : null,
    familyDetail(p, game),
  ]);
  return pageNode(
    p,
    text(game, p.node.lang),
    [
      detail,
      kind === 'arcade' ? arcadePanel(game, p) : null,
      relatedRail(T.moreLikeThis, similar, game.id, p.node),
    ],
    { subTitle: subText(game, p.node.lang) },
  );
}

/** An arcade game's competition, the caller's best and the leaderboard: the portal fills it per user. */
const arcadePanel = (game: CatalogueItemRow, p: PageCtx) => ({
  name: 'arcade-panel',
  data: { title: text(game, p.node.lang), customProperties: { contentId: game.id } },
});

async function publisherPage(p: PageCtx, name: string) {
  const publisher = await findItem(p, ['publisher'], name, 'slug');
  const [games, detail] = await Promise.all([
    pagedList(p, {
      itemKinds: ['game', 'arcade'],
      orderBy: 'popular',
      itemLimit: GRID,
      props: { publisher: publisher.slug },
    }),
    familyDetail(p, publisher),
  ]);
  return pageNode(p, text(publisher, p.node.lang), [
    detail,
    listNode('grid', { title: T.publisherGames }, games, p.node),
  ]);
}

/** /tournaments/list: every tournament of the rating window, newest first. */
async function tournamentsList(p: PageCtx) {
  const page = await pagedList(p, { itemKinds: ['tournament'], orderBy: 'newest', itemLimit: GRID });
  return pageNode(p, T.tournaments, [listNode('grid', {}, page, p.node)]);
}

/** The caller's side of a tournament (state, registration, teams): the portal fills it per user. */
const tournamentPanel = (tournament: CatalogueItemRow, p: PageCtx) => ({
  name: 'tournament-panel',
  data: {
    title: text(tournament, p.node.lang),
    customProperties: { tournamentId: tournament.id, teamSize: tournament.props.teamSize ?? 1 },
  },
});

async function tournamentPage(p: PageCtx, id: string) {
  const tournament = await findItem(p, ['tournament'], id);
  const props = { parent: tournament.slug };
  const [news, videos, detail] = await Promise.all([
    firstPage(p, { itemKinds: ['tournament-news'], orderBy: 'newest', itemLimit: RAIL, props }),
    firstPage(p, { itemKinds: ['tournament-video'], orderBy: 'newest', itemLimit: RAIL, props }),
    familyDetail(p, tournament),
  ]);
  return pageNode(
    p,
    text(tournament, p.node.lang),
    [
      detail,
      tournamentPanel(tournament, p),
      challengesNode(tournament, p.node),
      listNode('rail', { title: T.tournamentNews }, news, p.node),
      listNode('rail', { title: T.tournamentVideos }, videos, p.node),
    ],
    { subTitle: subText(tournament, p.node.lang) },
  );
}

async function tournamentChild(p: PageCtx, id: string, kind: 'tournament-news' | 'tournament-video') {
  const item = await findItem(p, [kind], id);
  const parent = item.props.parent ?? '';
  const news = kind === 'tournament-news';
  // The tournament (which must be in the rating window) and its other items in one statement.
  const [tournament, siblings, detail, body] = await Promise.all([
    findItem(p, ['tournament'], parent, 'slug'),
    firstPage(p, { itemKinds: [kind], orderBy: 'newest', itemLimit: RAIL + 1, props: { parent } }),
    familyDetail(p, item),
    news ? articleBodyNode(p, item) : null,
  ]);
  return pageNode(
    p,
    text(item, p.node.lang),
    [
      detail,
      body,
      listNode('rail', { title: T.tournaments }, { items: [tournament], hasMore: false }, p.node),
      relatedRail(news ? T.tournamentNews : T.tournamentVideos, siblings, item.id, p.node),
    ],
    { subTitle: text(tournament, p.node.lang) },
  );
}

export const GAMES_PAGES: Record<string, PageResolver> = {
  'arcade-details': (p, key) => gameDetails(p, key, 'arcade'),
  'games-list': gamesList,
  'games-list-named': namedList,
  'games-list-named-id': (p, key) => genreGames(p, key, 'id'),
  'games-category': (p, key) => genreGames(p, key, 'slug'),
  'games-details': (p, key) => gameDetails(p, key, 'game'),
  'games-publisher': publisherPage,
  'tournaments-list': tournamentsList,
  tournament: tournamentPage,
  'tournament-news': (p, key) => tournamentChild(p, key, 'tournament-news'),
  'tournament-video': (p, key) => tournamentChild(p, key, 'tournament-video'),
};

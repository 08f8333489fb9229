import * as v from 'valibot';

/**
 * The customProperties of catalogue structure nodes that the portal acts on, by node kind. The server
 * builds them, the portal reads them with these schemas (loose: a node may carry more than a kind needs).
 *   card/detail/hero/track row  ItemPropsSchema (+ DetailPropsSchema on a details page's header)
 *   rail/grid/track-list        PagingSchema
 *   article-body                ArticleBodySchema
 *   challenge                   ChallengeSchema
 *   video-player                VideoPlayerSchema
 */

export const PriceSchema = v.object({ amount: v.number(), currency: v.string() });
export type Price = v.InferOutput<typeof PriceSchema>;

/** Commerce §3 additionalArtworks, with the URL of the picture or video file. */
export const ARTWORK_CLASSES = ['SCREENSHOT', 'BANNER', 'VIDEO_GAMEPLAY', 'VIDEO_TRAILER'] as const;
export const ArtworkSchema = v.object({
  artworkClass: v.picklist(ARTWORK_CLASSES),
  group: v.optional(v.string()),
  width: v.number(),
  height: v.number(),
  url: v.string(),
  /** Videos: a still to show before playing. */
  poster: v.optional(v.string()),
});
export type Artwork = v.InferOutput<typeof ArtworkSchema>;

/** Commerce §3 prices[businessModel]. */
export const GamePriceSchema = v.object({
  businessModel: v.string(),
  amount: v.number(),
  currency: v.string(),
});

/** What every item node (card, hero, detail, track row) says about its item. */
export const ItemPropsSchema = v.looseObject({
  id: v.number(),
  kind: v.string(),
  slug: v.string(),
  ageRating: v.number(),
  position: v.optional(v.number()),
  durationSec: v.optional(v.number()),
  price: v.optional(PriceSchema),
  premium: v.optional(v.boolean()),
  publishedAt: v.optional(v.string()),
});
export type ItemProps = v.InferOutput<typeof ItemPropsSchema>;

/** A link to a related page (an album's artist, an audiobook's author, a game's publisher …). */
export const RelatedLinkSchema = v.object({ title: v.string(), url: v.string(), kind: v.string() });

/** The header of a details page: the item plus its family's facts. */
export const DetailPropsSchema = v.looseObject({
  ...ItemPropsSchema.entries,
  description: v.optional(v.string()),
  /** Album → artist, audiobook → author, episode → podcast, game → publisher, info service → partner … */
  links: v.optional(v.array(RelatedLinkSchema)),
  /** A partner app backed by a developer app (shell §2): its consent screen, with the query. */
  connectUrl: v.optional(v.string()),
  /** Tracks, episodes, chapters, videos the item holds, and their total length. */
  childCount: v.optional(v.number()),
  totalDurationSec: v.optional(v.number()),
  /** A series episode: its season (position is the episode number inside it). */
  season: v.optional(v.number()),
  // Games (commerce §3).
  contentType: v.optional(v.string()),
  developerName: v.optional(v.string()),
  businessModel: v.optional(v.string()),
  prices: v.optional(v.array(GamePriceSchema)),
  useGameFrame: v.optional(v.boolean()),
  isWalletItem: v.optional(v.boolean()),
  gameType: v.optional(v.string()),
  additionalArtworks: v.optional(v.array(ArtworkSchema)),
  /** Downloadable games: operating systems with a build, and whether the caller's os is one (unknown os: absent). */
  platforms: v.optional(v.array(v.string())),
  runsOnDevice: v.optional(v.boolean()),
  // Vouchers.
  discountPercentage: v.optional(v.number()),
  availableNo: v.optional(v.number()),
  // Tournaments.
  startsAt: v.optional(v.string()),
  endsAt: v.optional(v.string()),
  provider: v.optional(v.string()),
  teamSize: v.optional(v.number()),
});
export type DetailProps = v.InferOutput<typeof DetailPropsSchema>;

/**
 * The player of a video stream page (/video/stream/…, /video/{ex}/stream/…): which title to ask
 * POST /video/streaming for, its poster, and the external source ({ex}) when the title comes from one.
 */
export const VideoPlayerSchema = v.looseObject({
  itemId: v.number(),
  title: v.string(),
  poster: v.string(),
  source: v.optional(v.string()),
  /** The tenant's provider code of that source: POST /video/streaming names it (commerce §7). */
  externalProviderCode: v.optional(v.string()),
  /** FREE titles play clear and may be kept offline; SUBSCRIPTION ones need ClearKey and an entitlement. */
  businessModel: v.optional(v.picklist(['FREE', 'SUBSCRIPTION'])),
  /** The asset's real length in seconds, when known (the catalogue's durationSec is the story's). */
  durationSec: v.optional(v.number()),
});
export type VideoPlayerProps = v.InferOutput<typeof VideoPlayerSchema>;

/** Paging of a list node: keyset (lastId) and offset (nextOffset); `paged` marks the page's main list. */
export const PagingSchema = v.looseObject({
  hasMore: v.boolean(),
  lastId: v.optional(v.string()),
  offset: v.optional(v.number()),
  nextOffset: v.optional(v.number()),
  paged: v.optional(v.boolean()),
  /** Home/main rails: the fragment of the stored structure that pages this rail. */
  fragmentId: v.optional(v.string()),
  /** Number of items of the whole list (track lists: the album's tracks, the book's chapters). */
  total: v.optional(v.number()),
  /** Commerce §2 /music/albums/{artistSlug}/{id}/{albumSlug}/{trackId}: the track the link named. */
  highlightId: v.optional(v.number()),
});
export type Paging = v.InferOutput<typeof PagingSchema>;

/** Article and news reading view (commerce §9 markdown); a premium body reaches signed-in users only. */
export const ArticleBodySchema = v.looseObject({
  /** The article's id (GET /concon/countread counts its reads). */
  id: v.optional(v.number()),
  markdown: v.string(),
  premium: v.boolean(),
  /** True when the reader is a visitor and `markdown` is only the teaser. */
  locked: v.boolean(),
});

/** Commerce §3 challenge: chained steps, each with rewards; the TICKETS reward is the one shown. */
export const RewardSchema = v.object({ currency: v.string(), amount: v.number() });
export const ChallengeSchema = v.looseObject({
  id: v.string(),
  /** The tournament (catalogue item) the challenge belongs to. */
  tournamentId: v.optional(v.number()),
  chained: v.boolean(),
  challengeSteps: v.array(
    v.object({ title: v.string(), goal: v.optional(v.string()), rewards: v.array(RewardSchema) }),
  ),
  /** Sum of the TICKETS rewards of all steps. */
  tickets: v.number(),
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

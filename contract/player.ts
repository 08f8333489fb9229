import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { ContentTypeSchema } from './history.ts';
import { ItemIdSchema } from './library.ts';
import { StructureQuerySchema, wholeNumber } from './structure.ts';
import { int32Id, int32IdDigits, safeText } from './text.ts';

/**
 * Commerce §3/§7 playback calls: POST /song (what to play and whether in full), POST /song/download
 * (a file to keep for offline listening), POST /content/streaming/report (listening reports), and the
 * wallet of owned articles. Media URLs are short-lived, signed, and bound to tenant and user.
 */

/** How the portal plays audio: a plain file over HTTP(S) with Range requests. */
export const PLAY_PROTOCOLS = ['https', 'http'] as const;

const Price = v.object({ amount: v.number(), currency: v.string() });

/** Commerce §3 purchase option: buy the article (DTO) or a subscription that covers it. */
export const PurchaseOptionSchema = v.object({
  type: v.picklist(['DTO', 'SUBSCRIPTION']),
  title: v.string(),
  purchaseIdentifier: v.string(),
  price: v.optional(Price),
  subscriptionType: v.optional(
    v.object({
      id: v.number(),
      name: v.string(),
      attributes: v.array(v.object({ key: v.string(), value: v.string() })),
    }),
  ),
  toSubscriptionType: v.optional(v.number()),
});
export type PurchaseOption = v.InferOutput<typeof PurchaseOptionSchema>;

export const SongRequestSchema = v.strictObject({
  id: int32Id('must be an item id'),
  protocol: v.optional(v.picklist(PLAY_PROTOCOLS, 'must be https or http'), 'https'),
});

/**
 * Commerce §3 track response. `url` plays the full item when the user is entitled (an active
 * subscription with a FULL_TRACK_MUSIC contingent, or the item in the wallet), else the 30 s preview
 * (`isPreview`); no url when neither exists. `ticket` identifies this listening for the reports.
 */
export const SongAnswerSchema = v.object({
  url: v.nullable(v.string()),
  isPreview: v.boolean(),
  purchase: v.array(PurchaseOptionSchema),
  /**
   * Commerce §7 (as in getArticlePurchaseOptions): plans of the group the user holds a level of that unlock the
   * item, on a higher level (upgrade) or a lower one (downgrade); empty otherwise.
   */
  upgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
  downgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
  ticket: v.nullable(v.string()),
  /** When the signed url stops working (ISO 8601). */
  expiresAt: v.nullable(v.string()),
  durationSec: v.number(),
  contentType: ContentTypeSchema,
  /** Commerce §3 isWalletItem: the signed-in caller owns the item (or its album) in the wallet. */
  isWalletItem: v.optional(v.boolean()),
});
export type SongAnswer = v.InferOutput<typeof SongAnswerSchema>;

export const DownloadRequestSchema = v.strictObject({
  articleId: int32Id('must be an item id'),
  distributionChannel: v.picklist(['WEB'], 'must be WEB'),
  deviceId: int32Id('must be a device id'),
  /** The album, podcast or audiobook the item is downloaded with (commerce §7), if any. */
  collectionId: v.optional(v.nullable(int32Id('must be an item id'))),
});

/** POST /song/download: a signed file URL and how long the download may be played offline. */
export const DownloadAnswerSchema = v.object({
  uri: v.string(),
  /** The download plays offline until then (ISO 8601); past it the portal checks again online. */
  validUntil: v.string(),
  sizeBytes: v.number(),
  contentType: ContentTypeSchema,
  mimeType: v.string(),
  /** The ticket offline plays of this download report with (valid until validUntil). */
  ticket: v.string(),
});
export type DownloadAnswer = v.InferOutput<typeof DownloadAnswerSchema>;

export const MAX_REPORT_SECONDS = 86_400;
const Seconds = v.pipe(
  v.number('must be a number of seconds'),
  v.minValue(0),
  v.maxValue(MAX_REPORT_SECONDS),
);

/** Commerce §7 listening report; `date` is when it was made (kept when it is replayed from the outbox). */
export const StreamingReportSchema = v.strictObject({
  ticketId: v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(200)),
  type: v.picklist(['listened'], 'must be listened'),
  date: v.pipe(v.string(), safeText(), v.isoTimestamp('must be an ISO 8601 time')),
  usageDuration: Seconds,
  maxUsageDuration: Seconds,
  offline: v.boolean(),
  partial: v.boolean(),
});
export type StreamingReportBody = v.InferOutput<typeof StreamingReportSchema>;

/** Commerce §9: the wallet asks for these content types, 50 at a time. */
export const WALLET_CONTENT_TYPES = ['FULL_TRACK_MUSIC', 'AUDIO_BOOK'] as const;
export const WALLET_PAGE_SIZE = 50;

export const WalletItemSchema = v.object({
  id: v.number(),
  isCollection: v.boolean(),
  /** Items of an owned collection (an album's tracks). */
  collectionArticles: v.array(v.number()),
  contentType: ContentTypeSchema,
  title: v.string(),
  imageUrl: v.optional(v.string()),
  clickUrl: v.optional(v.string()),
  acquiredAt: v.string(),
});
export type WalletItem = v.InferOutput<typeof WalletItemSchema>;

export const WalletAnswerSchema = v.object({
  /** Every article id the wallet covers for the asked content types (owned items and their collections' articles), not only this page's. */
  walletIds: v.array(v.number()),
  /** This page of owned items, newest acquisition first. */
  items: v.array(WalletItemSchema),
  /** Number of owned items (the total of x-result-count), for callers that cannot read headers. */
  total: v.optional(v.number()),
});

/** Header of GET /wallet/userarticles: "start-end/total" (e.g. "0-49/120"; "0-0/0" when empty). */
export const RESULT_COUNT_HEADER = 'x-result-count';
export const resultCount = (offset: number, shown: number, total: number): string =>
  `${offset}-${shown === 0 ? offset : offset + shown - 1}/${total}`;

/** Header the offline outbox sends so a replayed write counts once (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the stored answer of an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** `data` of the 403 NOT_ENTITLED problem of POST /song/download: what would make the item playable. */
export const NotEntitledDataSchema = v.object({
  purchase: v.array(PurchaseOptionSchema),
  upgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
  downgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
});

/** Optional query of POST /song and /song/download: the language of purchase option titles. */
const LangQuerySchema = v.strictObject({ lang: StructureQuerySchema.entries.lang });

export const playerEndpoints = defineEndpoints({
  song: {
    method: 'POST',
    path: '/song',
    query: LangQuerySchema,
    body: SongRequestSchema,
    response: SongAnswerSchema,
  },
  download: {
    method: 'POST',
    path: '/song/download',
    query: LangQuerySchema,
    body: DownloadRequestSchema,
    response: DownloadAnswerSchema,
  },
  report: {
    method: 'POST',
    path: '/content/streaming/report',
    body: StreamingReportSchema,
    response: v.object({ accepted: v.boolean() }),
  },
  wallet: {
    method: 'GET',
    path: '/wallet/userarticles',
    query: v.strictObject({
      inclContTypes: v.optional(
        v.pipe(v.string(), safeText(), v.maxLength(200)),
        WALLET_CONTENT_TYPES.join(','),
      ),
      devId: v.optional(int32IdDigits('must be a device id')),
      limit: v.optional(wholeNumber(1, WALLET_PAGE_SIZE), String(WALLET_PAGE_SIZE)),
      offset: v.optional(wholeNumber(0, 100_000), '0'),
      lang: StructureQuerySchema.entries.lang,
    }),
    response: WalletAnswerSchema,
  },
  walletArticle: {
    method: 'GET',
    path: '/wallet/walletarticle/article/:id',
    params: v.object({ id: ItemIdSchema }),
    query: LangQuerySchema,
    response: WalletItemSchema,
  },
});

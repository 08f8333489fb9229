import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { ContentTypeSchema } from './history.ts';
import { int32Id, int32IdDigits, int32IdText } from './text.ts';

/** Commerce §3 rating scores: one to five stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Kinds that can be rated: what a user hears, watches, plays or reads (not an artist or a playlist). */
export const RATEABLE_KINDS: readonly string[] = [
  'track',
  'album',
  'video',
  'series',
  'podcast',
  'episode',
  'audiobook',
  'chapter',
  'game',
  'arcade',
  'article',
];

const score = `must be a whole number of stars from ${RATING_MIN} to ${RATING_MAX}`;

/** Commerce §3 rating payload (PUT /rating): articleId, deviceId, score, contentType. */
export const RatingBodySchema = v.strictObject({
  articleId: int32Id('must be the id of an article'),
  /** The device the score is given on (GET /device); 0 when the portal knows none. */
  deviceId: v.pipe(
    v.number('must be a device id'),
    v.integer('must be a device id'),
    v.minValue(0, 'must be a device id'),
    v.maxValue(2_147_483_647, 'must be a device id'),
  ),
  score: v.pipe(
    v.number(score),
    v.integer(score),
    v.minValue(RATING_MIN, score),
    v.maxValue(RATING_MAX, score),
  ),
  contentType: ContentTypeSchema,
});
export type RatingBody = v.InferInput<typeof RatingBodySchema>;

/** What everybody sees of an article's ratings: the average of each user's last score, and how many users. */
export const RatingSummarySchema = v.object({
  articleId: v.number(),
  /** Rounded to one decimal; null before the first rating. */
  average: v.nullable(v.number()),
  count: v.number(),
});
export type RatingSummary = v.InferOutput<typeof RatingSummarySchema>;

/** The signed-in user's score of an article (null when they have not rated it) with the article's summary. */
export const UserRatingSchema = v.object({
  ...RatingSummarySchema.entries,
  score: v.nullable(v.number()),
  contentType: ContentTypeSchema,
});
export type UserRating = v.InferOutput<typeof UserRatingSchema>;

const ArticlePath = v.strictObject({ id: int32IdText('must be the id of an article') });

export const ratingEndpoints = defineEndpoints({
  /** Commerce §7 GET /rating/user/article/{id} (role user): the score given on this device, else the last one. */
  userRating: {
    method: 'GET',
    path: '/rating/user/article/:id',
    params: ArticlePath,
    query: v.strictObject({ deviceId: v.optional(int32IdDigits('must be a device id')) }),
    response: UserRatingSchema,
  },
  /** Commerce §7 PUT /rating (role user): gives or changes the score; the content type must be the article's. */
  rate: {
    method: 'PUT',
    path: '/rating',
    body: RatingBodySchema,
    response: UserRatingSchema,
  },
  /** The article's public rating summary (shown on its details page to everyone). */
  summary: {
    method: 'GET',
    path: '/rating/article/:id',
    params: ArticlePath,
    response: RatingSummarySchema,
  },
});

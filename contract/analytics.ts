import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { INT32_MAX, safeText } from './text.ts';

/** Commerce §5: an analytics tag id must match GTM-[0-9A-Z]+. */
export const TAG_ID_PATTERN = /^GTM-[0-9A-Z]+$/;
export const isTagId = (id: string | undefined): id is string =>
  id !== undefined && id.length <= 32 && TAG_ID_PATTERN.test(id);

export const TagIdSchema = v.pipe(v.string(), safeText(), v.maxLength(32), v.regex(TAG_ID_PATTERN));

/** Limits of one batch the tag sends: events per request, fields per event, characters per value. */
export const ANALYTICS_LIMITS = { events: 20, fields: 20, valueLength: 500 } as const;

const EventValueSchema = v.union([
  v.pipe(v.string(), safeText(), v.maxLength(ANALYTICS_LIMITS.valueLength)),
  v.pipe(v.number(), v.integer(), v.minValue(-INT32_MAX), v.maxValue(INT32_MAX)),
  v.boolean(),
]);

const FieldNameSchema = v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));

/** One dataLayer entry as the tag forwards it: its event name and its flat fields. */
export const AnalyticsEventSchema = v.object({
  event: v.pipe(v.string(), safeText(), v.regex(/^[a-z][a-z0-9_]{0,63}$/)),
  data: v.pipe(
    v.record(FieldNameSchema, EventValueSchema),
    v.check((data) => Object.keys(data).length <= ANALYTICS_LIMITS.fields, 'too many fields'),
  ),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;

export const AnalyticsBatchSchema = v.object({
  tagId: TagIdSchema,
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(ANALYTICS_LIMITS.events)),
});
export type AnalyticsBatch = v.InferOutput<typeof AnalyticsBatchSchema>;

export const analyticsEndpoints = defineEndpoints({
  /** The first-party destination of the tag (/gtm.js): a batch of dataLayer events for the tenant. */
  events: {
    method: 'POST',
    path: '/analytics/events',
    body: AnalyticsBatchSchema,
    response: v.object({ stored: v.number() }),
  },
});

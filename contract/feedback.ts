import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { safeMultilineText } from './text.ts';

/** Commerce §2 custom feedback: what the form offers to tick. */
export const FEEDBACK_REASONS = ['content', 'price', 'technical', 'usability', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** What prompted the feedback: the settings or profile menu, or a cancelled subscription. */
export const FEEDBACK_SOURCES = ['menu', 'cancellation'] as const;

export const FEEDBACK_LIMITS = { messageMax: 1000, reasonsMax: FEEDBACK_REASONS.length } as const;

export const FeedbackSchema = v.pipe(
  v.strictObject({
    reasons: v.pipe(
      v.array(v.picklist(FEEDBACK_REASONS)),
      v.maxLength(FEEDBACK_LIMITS.reasonsMax),
      v.check((list) => new Set(list).size === list.length, 'must not repeat a reason'),
    ),
    message: v.optional(
      v.pipe(
        v.string(),
        safeMultilineText(),
        v.trim(),
        v.maxLength(FEEDBACK_LIMITS.messageMax, 'must be at most 1000 characters'),
      ),
      '',
    ),
    rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
    source: v.picklist(FEEDBACK_SOURCES),
    lang: LocaleCodeSchema,
  }),
  v.check((f) => f.reasons.length > 0 || f.message.length > 0, 'give a reason or a message'),
);
export type FeedbackInput = v.InferInput<typeof FeedbackSchema>;

export const feedbackEndpoints = defineEndpoints({
  /** Stores one feedback of the tenant's visitor or user; 201 with its id. */
  send: { method: 'POST', path: '/feedback', body: FeedbackSchema, response: v.object({ id: v.number() }) },
});

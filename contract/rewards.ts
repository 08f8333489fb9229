import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { safeText } from './text.ts';

/**
 * Commerce §3/§7 rewards: what challenge steps, arcade competitions and tournaments pay (tickets and coins),
 * one ledger row per reward and source, so a reward is granted once. The portal's /reward page reads the
 * balance and the history, newest first, each row saying what earned it in the caller's language.
 */

export const REWARD_CURRENCIES = ['TICKETS', 'COINS'] as const;
export type RewardCurrency = (typeof REWARD_CURRENCIES)[number];

export const REWARD_SOURCES = ['challenge-step', 'arcade', 'tournament'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** History rows per page unless the call asks for another page size. */
export const REWARD_HISTORY_PAGE = 20;
const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

const digits = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    safeText(),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const RewardBalanceSchema = v.object({ tickets: v.number(), coins: v.number() });
export type RewardBalance = v.InferOutput<typeof RewardBalanceSchema>;

export const RewardEntrySchema = v.object({
  id: v.number(),
  currency: v.picklist(REWARD_CURRENCIES),
  amount: v.number(),
  sourceKind: v.picklist(REWARD_SOURCES),
  sourceId: v.string(),
  /** What earned it, e.g. "Scout the rivals · Watch the highlights video", in the asked language. */
  label: v.string(),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type RewardEntry = v.InferOutput<typeof RewardEntrySchema>;

export const RewardHistorySchema = v.object({
  items: v.array(RewardEntrySchema),
  offset: v.number(),
  total: v.number(),
});
export type RewardHistory = v.InferOutput<typeof RewardHistorySchema>;

export const rewardEndpoints = defineEndpoints({
  balance: {
    method: 'GET',
    path: '/reward/balance',
    response: RewardBalanceSchema,
  },
  history: {
    method: 'GET',
    path: '/reward/history',
    query: v.strictObject({
      offset: v.optional(digits(0, MAX_OFFSET, 'must be an offset')),
      limit: v.optional(digits(1, MAX_PAGE, 'must be a page size')),
      lang: v.optional(LocaleCodeSchema),
    }),
    response: RewardHistorySchema,
  },
});

import type * as v from 'valibot';
import type { InfoServiceEntrySchema } from '#contract/commerce-types.ts';
import { isActive, isPending } from './subscription-state.ts';

/** One entry of GET /info-service/subscriptions*. */
export type InfoServiceEntry = v.InferOutput<typeof InfoServiceEntrySchema>;

export interface InfoServiceRow {
  entry: InfoServiceEntry;
  /** Held and renewed daily (listed by /info-service/subscriptions/daily-abo). */
  daily: boolean;
  /** The user may end it here: an active subscription, not waiting on a payment. */
  canUnsubscribe: boolean;
  pending: boolean;
  /** Unsubscribed but still paid for: received until this date, and it can be taken up again at no charge. */
  canceledUntil?: string;
}

export interface InfoServiceLists {
  /** What the user receives now (or waits for): /subscriptions' current ones and /daily-abo. */
  held: InfoServiceRow[];
  /** Daily info-services on sale the user does not hold (/daily): each can be subscribed. */
  offered: InfoServiceEntry[];
  /** Ended ones no longer on sale (only history: /subscriptions' past ones not in /daily). */
  past: InfoServiceEntry[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The page's three lists from the server's three: GET /info-service/subscriptions (the user's info-services,
 * current and past), /subscriptions/daily (daily ones on sale, with the user's subscription if any) and
 * /subscriptions/daily-abo (the daily ones the user holds). A type appears in one list only.
 */
export function infoServiceLists(
  all: readonly InfoServiceEntry[],
  daily: readonly InfoServiceEntry[],
  dailyAbo: readonly InfoServiceEntry[],
): InfoServiceLists {
  const dailyHeld = new Set(dailyAbo.map((e) => e.subscriptionTypeId));
  const heldEntries = new Map<number, InfoServiceEntry>();
  for (const entry of [...all, ...dailyAbo])
    if (entry.subscribed && !heldEntries.has(entry.subscriptionTypeId))
      heldEntries.set(entry.subscriptionTypeId, entry);
  const held = [...heldEntries.values()].sort(byName).map((entry) => {
    const s = entry.subscription;
    const row: InfoServiceRow = {
      entry,
      daily: dailyHeld.has(entry.subscriptionTypeId),
      canUnsubscribe: Boolean(s && s.id > 0 && isActive(s) && !s.canceledAt),
      pending: Boolean(s && isPending(s)),
    };
    // Commerce §4 with cancel at period end: a canceled one runs on until its end date.
    if (s?.state === 'CANCELED' && s.active && s.endDate) row.canceledUntil = s.endDate;
    return row;
  });
  const offered = daily.filter((e) => !heldEntries.has(e.subscriptionTypeId)).sort(byName);
  const onSale = new Set(offered.map((e) => e.subscriptionTypeId));
  const past = all
    .filter((e) => !heldEntries.has(e.subscriptionTypeId) && !onSale.has(e.subscriptionTypeId))
    .sort(byName);
  return { held, offered, past };
}

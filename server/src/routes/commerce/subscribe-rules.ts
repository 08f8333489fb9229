import { COMMERCE_ERRORS } from '../../../../contract/commerce-types.ts';
import type { SubscriptionTypeRow } from '../../db/schema/entitlement.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { effectivePrice } from '../player/purchase-options.ts';
import type { subscriptionRows } from './subscriptions.service.ts';

type Held = Awaited<ReturnType<typeof subscriptionRows>>[number];
type TypeLite = Pick<SubscriptionTypeRow, 'id' | 'groupId' | 'levelOrder' | 'attributes'>;

/**
 * Held now: active and not canceled, or pending (REQUESTED, or PENDING while ACTIVE/INACTIVE; commerce §4). A
 * canceled subscription whose period still runs grants access but is no longer held: it ends at its end date.
 */
export const isHeld = (row: Held): boolean =>
  (row.active && row.state !== 'CANCELED') || row.state === 'REQUESTED' || row.subState === 'PENDING';

/** Canceled, with the paid period (or trial) still running: subscribing to its type again resumes it. */
export const isCanceledRunning = (row: Held): boolean => row.active && row.state === 'CANCELED';

/** Minor units of a major-unit amount (two decimals for every currency the seed sells). */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** A shown price must be the plan's own effective price (tampering is refused, nothing written). */
export function checkShownPrice(
  type: SubscriptionTypeRow,
  shown: { amount: number; currency: string } | undefined,
) {
  if (!shown) return;
  const price = effectivePrice(type);
  if (toMinor(shown.amount) !== toMinor(price.amount) || shown.currency !== price.currency)
    throw new ProblemError({
      status: 400,
      code: 'PRICE_MISMATCH',
      detail: `The price of this plan is ${price.amount} ${price.currency}.`,
    });
}

export type Move = { kind: 'new' } | { kind: 'upgrade' | 'downgrade' | 'change'; from: Held };

/**
 * Commerce §4 within a group: a higher level is an upgrade, a lower one a downgrade, the same level a
 * change. Tenants that set cancelBeforeUpgrade / cancelBeforeDowngrade make the user cancel first (409
 * NEED_CANCEL_SUBSCRIPTION_BEFORE_*); a premium-only add-on needs the group's top level (400).
 */
export function decideMove(
  tenant: Pick<TenantRow, 'features'>,
  target: TypeLite,
  types: TypeLite[],
  held: Held[],
  migrateSubId: number | undefined,
): Move {
  const now = held.filter(isHeld);
  if (now.some((row) => row.typeId === target.id))
    throw new ProblemError({
      status: 409,
      code: COMMERCE_ERRORS.alreadySubscribed,
      detail: 'You already hold this subscription.',
    });
  if (target.attributes.some((a) => a.key === 'ment_premium_only' && a.value === '1')) {
    const tops = new Set(
      types
        .filter(
          (t) =>
            t.groupId !== null &&
            t.levelOrder ===
              Math.max(...types.filter((o) => o.groupId === t.groupId).map((o) => o.levelOrder ?? 0)),
        )
        .map((t) => t.id),
    );
    if (!now.some((row) => row.active && tops.has(row.typeId)))
      throw new ProblemError({
        status: 400,
        code: COMMERCE_ERRORS.needPremium,
        detail: 'This add-on needs a premium subscription.',
      });
  }
  const levelOf = (typeId: number) => types.find((t) => t.id === typeId);
  const sameGroup =
    target.groupId === null ? undefined : now.find((row) => levelOf(row.typeId)?.groupId === target.groupId);
  if (migrateSubId !== undefined && sameGroup?.id !== migrateSubId)
    throw new ProblemError({
      status: 400,
      code: 'MIGRATION_NOT_POSSIBLE',
      detail: 'migrateSubId must be your current subscription of the same group.',
    });
  if (!sameGroup) return { kind: 'new' };
  const from = levelOf(sameGroup.typeId)?.levelOrder ?? 0;
  const to = target.levelOrder ?? 0;
  const kind = to > from ? 'upgrade' : to < from ? 'downgrade' : 'change';
  if (kind === 'upgrade' && tenant.features.cancelBeforeUpgrade === true)
    throw new ProblemError({
      status: 409,
      code: COMMERCE_ERRORS.cancelBeforeUpgrade,
      detail: 'Cancel your current subscription before upgrading.',
      data: { subscriptionId: sameGroup.id },
    });
  if (kind === 'downgrade' && tenant.features.cancelBeforeDowngrade === true)
    throw new ProblemError({
      status: 409,
      code: COMMERCE_ERRORS.cancelBeforeDowngrade,
      detail: 'Cancel your current subscription before downgrading.',
      data: { subscriptionId: sameGroup.id },
    });
  return { kind, from: sameGroup };
}

import { SUB_STATE_PENDING, type UserSubscription } from '#contract/commerce-types.ts';

/** Commerce §9: at most 5 canceled subscriptions are listed. */
export const CANCELED_LIST_MAX = 5;

type State = Pick<UserSubscription, 'state' | 'subState'>;

/** Commerce §4: active = ACTIVE and not PENDING. */
export const isActive = (s: State) => s.state === 'ACTIVE' && s.subState !== SUB_STATE_PENDING;
/** Commerce §4: inactive = INACTIVE and not PENDING. */
export const isInactive = (s: State) => s.state === 'INACTIVE' && s.subState !== SUB_STATE_PENDING;
/** Commerce §4: pending = REQUESTED, or PENDING while ACTIVE or INACTIVE. */
export const isPending = (s: State) =>
  s.state === 'REQUESTED' ||
  (s.subState === SUB_STATE_PENDING && (s.state === 'ACTIVE' || s.state === 'INACTIVE'));

/** Canceled while its paid period (or trial) still runs: access until endDate, then it turns INACTIVE. */
export const isCanceledRunning = (s: Pick<UserSubscription, 'state' | 'endDate'>, now: number) =>
  s.state === 'CANCELED' && s.endDate !== null && Date.parse(s.endDate) > now;

/** Canceled by the user (or replaced): CANCELED, or INACTIVE after a canceled period ended (canceledAt kept). */
export const wasCanceled = (s: Pick<UserSubscription, 'state' | 'canceledAt'>) =>
  s.state === 'CANCELED' || (s.state === 'INACTIVE' && s.canceledAt !== null);

const canceledTime = (s: UserSubscription) => Date.parse(s.canceledAt ?? s.endDate ?? s.startDate) || 0;

/** Commerce §4: the latest canceled subscription per type, newest first, at most 5. */
export function canceledList(subscriptions: readonly UserSubscription[]): UserSubscription[] {
  const latest = new Map<number, UserSubscription>();
  for (const s of subscriptions) {
    if (!wasCanceled(s)) continue;
    const seen = latest.get(s.typeId);
    if (!seen || canceledTime(s) > canceledTime(seen)) latest.set(s.typeId, s);
  }
  return [...latest.values()].sort((a, b) => canceledTime(b) - canceledTime(a)).slice(0, CANCELED_LIST_MAX);
}

/** Commerce §4: subscriptions loaded, none active, none pending, some canceled. */
export const expiredWithoutActive = (subscriptions: readonly UserSubscription[] | undefined) =>
  subscriptions !== undefined &&
  !subscriptions.some(isActive) &&
  !subscriptions.some(isPending) &&
  subscriptions.some(wasCanceled);

import type { PlanView } from './plan-view.ts';

/** Commerce §4 subscribe dialog decision result codes. */
export const SUBSCRIBE_DECISION = { redirect: 0, dialog: 1, login: 2, none: 3 } as const;
export type SubscribeDecision = (typeof SUBSCRIBE_DECISION)[keyof typeof SUBSCRIBE_DECISION];

/** Commerce §2: content of these types never redirects to /subscription, even with several groups. */
const NO_REDIRECT_CONTENT = new Set(['FULL_TRACK_MUSIC', 'PODCAST', 'PODCAST_EPISODE']);

/** The path without a locale prefix (/ar/music/x → /music/x). */
const withoutLocale = (path: string) => path.replace(/^\/(en|ar|fr|de|es|ro)(?=\/|$)/, '') || '/';

function categoryOf(mapping: Readonly<Record<string, string>>, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const bare = withoutLocale(path.split(/[?#]/)[0] ?? '/');
  let best: string | undefined;
  for (const prefix of Object.keys(mapping)) {
    const matches = bare === prefix || bare.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
    if (matches && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : mapping[best];
}

/** Commerce §2: the configured path → category mapping, for the current page or else the previous one. */
export const categoryForPath = (
  mapping: Readonly<Record<string, string>>,
  path: string,
  previousPath?: string,
): string | undefined => categoryOf(mapping, path) ?? categoryOf(mapping, previousPath);

/** The plans of a category (all plans when no category is known or none of them names it). */
export function plansForCategory(plans: readonly PlanView[], category: string | undefined): PlanView[] {
  if (!category) return [...plans];
  const matching = plans.filter((plan) => plan.categories.includes(category));
  return matching.length > 0 ? matching : [...plans];
}

/** Distinct subscription groups among the plans; plans in no group count as one more. */
export function groupCount(plans: readonly PlanView[]): number {
  const groups = new Set<string>();
  for (const plan of plans) {
    const list = plan.type.subscriptionTypeGroupList;
    if (list.length === 0) groups.add('none');
    for (const group of list) groups.add(String(group.id));
  }
  return groups.size;
}

export interface DecisionInput {
  plans: readonly PlanView[];
  /** The login must come first (commerce §5 subAuthRequired, or a visitor: §6 role user subscribes). */
  needsLogin: boolean;
  /** Tenant setting redirectToSubPage. */
  redirectToSubPage: boolean;
  /** The content type that asked (a locked track, say). */
  contentType?: string;
  /** Already on /subscription: nothing to redirect to. */
  onSubscriptionPage: boolean;
}

/**
 * Commerce §2/§4 subscribe decision: nothing to offer → 3 none; login first → 2; several groups with
 * redirectToSubPage (except full-track music or podcast content) → 0 redirect to /subscription; else 1 dialog.
 */
export function decideSubscribe(input: DecisionInput): SubscribeDecision {
  if (input.plans.length === 0) return SUBSCRIBE_DECISION.none;
  if (input.needsLogin) return SUBSCRIBE_DECISION.login;
  const exempt = input.contentType !== undefined && NO_REDIRECT_CONTENT.has(input.contentType);
  if (input.redirectToSubPage && !input.onSubscriptionPage && !exempt && groupCount(input.plans) > 1)
    return SUBSCRIBE_DECISION.redirect;
  return SUBSCRIBE_DECISION.dialog;
}

/**
 * Who must log in before subscribing: tenants with subAuthRequired (commerce §5) and any visitor (§6: role user
 * subscribes), unless a marketing campaign is in session storage (then the backend identifies the customer).
 */
export function needsLoginToSubscribe(subAuthRule: boolean, isUser: boolean, hasCampaign: boolean): boolean {
  return subAuthRule || (!isUser && !hasCampaign);
}

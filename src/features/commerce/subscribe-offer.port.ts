import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { subscriptionTypesQuery } from './commerce.queries.ts';
import { planView } from './plan-view.ts';
import {
  categoryForPath,
  decideSubscribe,
  plansForCategory,
  SUBSCRIBE_DECISION,
} from './subscribe-decision.ts';
import { rememberSubscribeIntent } from './subscribe-intent.ts';
import { UPGRADE_TO_KEY } from './subscribe-request.ts';
import { useSubscribe } from './use-subscribe.ts';

export interface SubscribeOffer {
  /** The plans the caller names (purchase options); the page's category picks them when absent. */
  typeIds?: number[];
  /** A purchase option's toSubscriptionType: the subscribe sends it as upgradeTo (commerce §7). */
  upgradeTo?: number;
  /** The content that asked (full-track music and podcasts never redirect, commerce §2). */
  contentType?: string;
}

const referrerPath = () => {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    return referrer?.origin === window.location.origin ? referrer.pathname : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Commerce §4 subscribe decision, carried out: 0 → /subscription, 1 → the plan's confirmation (one plan) or the
 * tenant's subscription popup, 2 → login (the plan is kept for afterwards), 3 → nothing to offer.
 */
export function useSubscribeOffer(): (offer: SubscribeOffer) => Promise<number> {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const settings = useConfiguration().subscriptionSettings;
  const { choose, needsLogin } = useSubscribe();
  return useCallback(
    async (offer: SubscribeOffer) => {
      let types = await queryClient
        .fetchQuery(subscriptionTypesQuery({ api, tenant, locale }))
        .catch(() => []);
      types = types.filter((type) => type.kind === 'SUBSCRIPTION');
      const all = types.map((type) => planView(type, locale));
      const named = offer.typeIds?.length ? all.filter((plan) => offer.typeIds?.includes(plan.id)) : [];
      const path = router.state.location.pathname;
      const plans =
        named.length > 0
          ? named
          : plansForCategory(all, categoryForPath(settings.pathCategories, path, referrerPath()));
      const decision = decideSubscribe({
        plans,
        needsLogin,
        redirectToSubPage: tenant.features.redirectToSubPage === true,
        contentType: offer.contentType,
        onSubscriptionPage: /\/subscription$/.test(path),
      });
      if (offer.upgradeTo) {
        try {
          sessionStorage.setItem(UPGRADE_TO_KEY, String(offer.upgradeTo));
        } catch {
          // The subscribe goes on without upgradeTo.
        }
      }
      const only = plans.length === 1 ? plans[0] : undefined;
      // The page shows the plan the caller named highlighted and focused (?plan=id).
      if (decision === SUBSCRIBE_DECISION.redirect)
        await router.navigate({ to: '/subscription', search: named[0] ? { plan: named[0].id } : {} });
      else if (decision === SUBSCRIBE_DECISION.login) {
        if (only) rememberSubscribeIntent({ typeId: only.id });
        openDialog('login');
      } else if (decision === SUBSCRIBE_DECISION.dialog) {
        if (only) choose({ typeId: only.id });
        else
          openDialog('subscription-popup', {
            version: settings.popupVersion,
            typeIds: plans.map((p) => p.id),
          });
      }
      return decision;
    },
    [queryClient, router, api, tenant, locale, settings, needsLogin, choose],
  );
}

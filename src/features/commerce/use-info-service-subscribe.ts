import { useCallback } from 'react';
import { commerceEndpoints } from '#contract/commerce.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { refreshCommerce } from './commerce.queries.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { outcomeOfCall, showSubscribeOutcome } from './subscribe-flow.ts';
import { subscribeReturnUrl } from './subscribe-request.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/**
 * POST /info-service/subscribe (commerce §7): the same outcomes as a plan's subscribe (§4: checkout redirect,
 * feedback dialogs). Resolves 'retry' when no answer came, so the page can say so and keep the button.
 */
export function useInfoServiceSubscribe(): (typeId: number) => Promise<'retry' | 'done'> {
  const { scope, queryClient } = useCommerceScope();
  const feedbackVersion = useConfiguration().subscriptionSettings.feedbackVersion;
  return useCallback(
    async (typeId: number) => {
      let outcome: ReturnType<typeof outcomeOfCall>;
      try {
        const answer = await scope.api.call(commerceEndpoints.infoServiceSubscribe, {
          body: {
            subscriptionTypeId: typeId,
            lang: scope.locale,
            redirect: subscribeReturnUrl(window.location.href),
          },
          headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
        });
        outcome = outcomeOfCall({ answer });
      } catch (error) {
        outcome = outcomeOfCall({ error });
        if (!outcome) return 'retry';
      }
      if (!outcome) return 'done';
      showSubscribeOutcome(outcome, { feedbackVersion, typeId });
      if (outcome.kind !== 'redirect') await refreshCommerce(queryClient, scope);
      return 'done';
    },
    [scope, queryClient, feedbackVersion],
  );
}

import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { commerceEndpoints } from '#contract/commerce.ts';
import { isApiError } from '#lib/api-error.ts';
import { useSession } from '#platform/session/use-session.ts';
import { CANCEL_FAIL, CANCEL_SUCCESS } from './cancel-messages.ts';
import { refreshCommerce } from './commerce.queries.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/** Commerce §8: a cancel answered 200 or 204 succeeded; anything else, or no answer, failed. */
export const cancelSucceeded = (status: number | undefined) => status === 200 || status === 204;

/**
 * DELETE /subscription/{id} (commerce §7) for role user and an id above 0 (§5); the snackbar says how it went
 * (§8). A redirectionUrl to another site (a partner's cancel page) is followed; our own page stays.
 */
export function useCancelSubscription(): (id: number) => Promise<boolean> {
  const { i18n } = useLingui();
  const { isUser } = useSession();
  const { scope, queryClient } = useCommerceScope();
  return useCallback(
    async (id: number) => {
      if (!isUser || !(id > 0)) return false;
      let status: number | undefined;
      let next: string | undefined;
      try {
        const answer = await scope.api.call(commerceEndpoints.cancel, {
          params: { id: String(id) },
          query: { lang: scope.locale, redirectionUrl: window.location.href },
          acceptStatus: [200, 204],
        });
        status = answer.status;
        next = answer.redirectionUrl;
      } catch (error) {
        // A 204 has no body to read: the cancel went through all the same.
        status = isApiError(error) && error.kind === 'invalid-response' ? error.status : undefined;
      }
      const ok = cancelSucceeded(status);
      showSnackbar(i18n._(ok ? CANCEL_SUCCESS : CANCEL_FAIL));
      if (!ok) return false;
      await refreshCommerce(queryClient, scope);
      if (next) {
        const target = new URL(next, window.location.href);
        if (target.origin !== window.location.origin) window.location.assign(target.href);
      }
      return true;
    },
    [isUser, scope, queryClient, i18n],
  );
}

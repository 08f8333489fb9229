import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { commerceEndpoints } from '#contract/commerce.ts';
import { isApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { CANCEL_FAIL, CANCEL_SUCCESS, CANCEL_SUCCESS_UNTIL } from './cancel-messages.ts';
import { refreshCommerce, userSubscriptionsQuery } from './commerce.queries.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/** Commerce §8: a cancel answered 200 or 204 succeeded; anything else, or no answer, failed. */
export const cancelSucceeded = (status: number | undefined) => status === 200 || status === 204;

/**
 * DELETE /subscription/{id} (commerce §7) for role user and an id above 0 (§5); the snackbar says how it went
 * (§8), with the date access ends once the reloaded list gives it. A redirectionUrl to another site (a partner's cancel page) is followed; our own page stays.
 */
export function useCancelSubscription(): (id: number) => Promise<boolean> {
  const { i18n } = useLingui();
  const { isUser } = useSession();
  const { scope, queryClient } = useCommerceScope();
  const { date } = useFormats();
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
      if (!ok) {
        showSnackbar(i18n._(CANCEL_FAIL));
        return false;
      }
      await refreshCommerce(queryClient, scope);
      // Canceled at the end of the paid period: the reloaded list says until when access continues.
      // (Already refetched when the page shows it; otherwise the invalidated list loads here.)
      const list = await queryClient.fetchQuery(userSubscriptionsQuery(scope)).catch(() => undefined);
      const until = list?.find((s) => s.id === id)?.endDate;
      showSnackbar(i18n._(until ? CANCEL_SUCCESS_UNTIL(date(until)) : CANCEL_SUCCESS));
      if (next) {
        const target = new URL(next, window.location.href);
        if (target.origin !== window.location.origin) window.location.assign(target.href);
      }
      return true;
    },
    [isUser, scope, queryClient, i18n, date],
  );
}

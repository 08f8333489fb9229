import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { useSession } from '#platform/session/use-session.ts';
import {
  freeTrialEligibilityQuery,
  subscriptionTypesQuery,
  userSubscriptionsQuery,
} from '../commerce.queries.ts';
import { takeSubscribeIntent } from '../subscribe-intent.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { useSubscribe } from '../use-subscribe.ts';
import { CustomPlanCard } from './custom-plan-card.tsx';
import { MySubscriptions } from './my-subscriptions.tsx';
import { PlanList } from './plan-list.tsx';

/** The plan a dialog named (/subscription?plan=id), shown highlighted and focused. */
const planOf = (search: Record<string, unknown>) => {
  const id = Number(search.plan);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /subscription (commerce §2): the plans by group and level, and the signed-in user's subscriptions; `extra` is
 * what other features add above the plans (redeeming a voucher code, composed in src/app).
 */
export function SubscriptionPage({ extra }: { extra?: React.ReactNode }) {
  const { t } = useLingui();
  const { scope } = useCommerceScope();
  const { isUser } = useSession();
  const actions = useSubscribe();
  const highlighted = useRouterState({ select: (s) => planOf(s.location.search as Record<string, unknown>) });
  const types = useQuery(subscriptionTypesQuery(scope));
  const mine = useQuery({ ...userSubscriptionsQuery(scope), enabled: isUser });
  const trial = useQuery({ ...freeTrialEligibilityQuery(scope), enabled: isUser });
  // A disabled query still answers from the (persisted) cache: while the page hydrates as the server rendered
  // it (a visitor's), the user's answers must not show, or the plan buttons differ from the server's and React
  // throws the page away and renders it anew, losing a click made meanwhile.
  const subscriptions = isUser ? mine.data : undefined;
  const trialTypeIds = isUser && trial.data?.eligible ? trial.data.subscriptionTypeIds : [];

  // Back from the login a visitor left for: the plan they chose goes on to its confirmation.
  useEffect(() => {
    if (!isUser) return;
    const intent = takeSubscribeIntent();
    if (intent) openDialog('confirm-subscribe', intent);
  }, [isUser]);
  useEffect(() => {
    if (highlighted === undefined || !types.data) return;
    document.querySelector<HTMLElement>(`[data-plan-id="${highlighted}"] button[data-plan-action]`)?.focus();
  }, [highlighted, types.data]);

  let plans: React.ReactNode;
  if (types.isError && !types.data) {
    plans = (
      <LoadFailure
        message={t`The plans could not be loaded. Check your connection and try again.`}
        onRetry={() => void types.refetch()}
        retrying={types.isFetching}
      />
    );
  } else if (!types.data) {
    plans = <CardSkeletons count={3} label={t`Loading the plans…`} />;
  } else {
    plans = (
      <PlanList
        types={types.data}
        subscriptions={subscriptions ?? []}
        trialTypeIds={trialTypeIds}
        actions={actions}
        locale={scope.locale}
        highlighted={highlighted}
      />
    );
  }
  return (
    <LibraryPage fallbackTitle={t`Subscriptions`}>
      {subscriptions && <MySubscriptions subscriptions={subscriptions} locale={scope.locale} />}
      {extra}
      {plans}
      {types.data && <CustomPlanCard />}
    </LibraryPage>
  );
}

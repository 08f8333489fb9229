import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { subscriptionTypesQuery } from '../commerce.queries.ts';
import { type InfoServiceEntry, infoServiceLists } from '../info-service-lists.ts';
import { infoServicesQuery } from '../info-services.queries.ts';
import { planView } from '../plan-view.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { useInfoServiceSubscribe } from '../use-info-service-subscribe.ts';
import { InfoServiceRow } from './info-service-row.tsx';
import { InfoServicesHeld } from './info-services-held.tsx';
import classes from './payment-methods.module.css';

/** /profile/info-service-subscriptions (role user): the info-services held, on offer and past. */
export function InfoServicesPage() {
  const { t } = useLingui();
  const { scope } = useCommerceScope();
  const { date } = useFormats();
  const subscribe = useInfoServiceSubscribe();
  const all = useQuery(infoServicesQuery(scope, 'all'));
  const daily = useQuery(infoServicesQuery(scope, 'daily'));
  const dailyAbo = useQuery(infoServicesQuery(scope, 'daily-abo'));
  // The lists carry the type's plain name; the plan's display texts name it in the page language.
  const types = useQuery(subscriptionTypesQuery(scope));
  const named = (entry: InfoServiceEntry): InfoServiceEntry => {
    const type = types.data?.find((t) => t.id === entry.subscriptionTypeId);
    return type ? { ...entry, name: planView(type, scope.locale).name } : entry;
  };
  const [busy, setBusy] = useState<number | null>(null);
  const [noAnswer, setNoAnswer] = useState(false);
  const queries = [all, daily, dailyAbo];

  const start = async (typeId: number) => {
    setBusy(typeId);
    setNoAnswer(false);
    const result = await subscribe(typeId);
    setBusy(null);
    setNoAnswer(result === 'retry');
  };
  // A canceled one stays usable until its end date.
  const pastStatus = (end: string | null | undefined) => {
    if (!end) return t`Ended.`;
    return Date.parse(end) > Date.now() ? t`Canceled. Usable until ${date(end)}.` : t`Ended on ${date(end)}.`;
  };

  let body: React.ReactNode;
  if (queries.some((q) => q.isError && !q.data)) {
    body = (
      <LoadFailure
        message={t`Your info-services could not be loaded. Check your connection and try again.`}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
        retrying={queries.some((q) => q.isFetching)}
      />
    );
  } else if (!all.data || !daily.data || !dailyAbo.data) {
    body = <CardSkeletons count={2} label={t`Loading your info-services…`} />;
  } else {
    const { held, offered, past } = infoServiceLists(
      all.data.map(named),
      daily.data.map(named),
      dailyAbo.data.map(named),
    );
    body = (
      <>
        <InfoServicesHeld held={held} busy={busy} onResubscribe={(typeId) => void start(typeId)} />
        {offered.length > 0 && (
          <section aria-labelledby="offered-info-services" data-list="offered">
            <h2 id="offered-info-services">{t`Daily info-services`}</h2>
            <ul className={classes.list}>
              {offered.map((entry) => (
                <InfoServiceRow
                  key={entry.subscriptionTypeId}
                  entry={entry}
                  status={entry.subscription ? pastStatus(entry.subscription.endDate) : undefined}
                  action={
                    <Button
                      onClick={() => void start(entry.subscriptionTypeId)}
                      loading={busy === entry.subscriptionTypeId}
                      aria-label={t`Subscribe: ${entry.name}`}
                      data-subscribe=""
                    >
                      {t`Subscribe`}
                    </Button>
                  }
                />
              ))}
            </ul>
          </section>
        )}
        {past.length > 0 && (
          <section aria-labelledby="past-info-services" data-list="past">
            <h2 id="past-info-services">{t`Ended`}</h2>
            <ul className={classes.list}>
              {past.map((entry) => (
                <InfoServiceRow
                  key={entry.subscriptionTypeId}
                  entry={entry}
                  status={pastStatus(entry.subscription?.endDate)}
                />
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }
  return (
    <LibraryPage fallbackTitle={t`Info-service subscriptions`}>
      {noAnswer && (
        <p role="alert" className={classes.returned} data-failed="">
          {t`No answer from the server. Check your connection and try again.`}
        </p>
      )}
      {body}
    </LibraryPage>
  );
}

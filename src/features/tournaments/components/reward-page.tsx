import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { LoadFailure } from '#components/library-page/notices.tsx';
import { REWARD_HISTORY_PAGE, type RewardEntry } from '#contract/rewards.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { rewardBalanceQuery, rewardHistoryQuery } from '../tournaments.queries.ts';
import classes from './tournaments.module.css';

/** /reward (role user): the ticket and coin balance, and what earned them, newest first, a page at a time. */
export function RewardPage() {
  const { t } = useLingui();
  const scope = usePageScope();
  const { count } = useFormats();
  const balance = useQuery(rewardBalanceQuery(scope));
  const [page, setPage] = useState(0);
  const history = useQuery(rewardHistoryQuery(scope, page));
  const headingId = useId();
  const failed = (balance.isError && !balance.data) || (history.isError && !history.data);
  const data = history.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / REWARD_HISTORY_PAGE));
  const at = count(page + 1);
  const of = count(pages);
  return (
    <LibraryPage fallbackTitle={t`Rewards`}>
      {failed ? (
        <LoadFailure
          message={t`Your rewards could not be loaded. Check your connection and try again.`}
          onRetry={() => void Promise.all([balance.refetch(), history.refetch()])}
          retrying={balance.isFetching || history.isFetching}
        />
      ) : (
        <>
          <dl className={classes.balance} data-reward-balance="">
            <div>
              <dt>{t`Tickets`}</dt>
              <dd data-tickets={balance.data?.tickets ?? ''}>
                {balance.data ? count(balance.data.tickets) : '…'}
              </dd>
            </div>
            <div>
              <dt>{t`Coins`}</dt>
              <dd data-coins={balance.data?.coins ?? ''}>{balance.data ? count(balance.data.coins) : '…'}</dd>
            </div>
          </dl>
          <section aria-labelledby={headingId} className={classes.section}>
            <h2 id={headingId} className={classes.heading}>{t`What you earned`}</h2>
            {!data ? (
              <p className={classes.muted}>{t`Loading your rewards…`}</p>
            ) : data.total === 0 ? (
              <div data-empty="">
                <p
                  className={classes.muted}
                >{t`No rewards yet: join a tournament challenge and complete its steps to earn tickets.`}</p>
                <Button component={Link} to="/tournaments/list" variant="default">
                  {t`See the tournaments`}
                </Button>
              </div>
            ) : (
              <>
                <ol className={classes.list} data-reward-history="">
                  {data.items.map((entry) => (
                    <Entry key={entry.id} entry={entry} />
                  ))}
                </ol>
                {pages > 1 && (
                  <nav className={classes.footer} aria-label={t`Reward history pages`}>
                    <Button
                      variant="default"
                      disabled={page === 0}
                      onClick={() => setPage(page - 1)}
                    >{t`Newer`}</Button>
                    <span>{t`Page ${at} of ${of}`}</span>
                    <Button
                      variant="default"
                      disabled={page + 1 >= pages}
                      onClick={() => setPage(page + 1)}
                    >{t`Older`}</Button>
                  </nav>
                )}
              </>
            )}
          </section>
        </>
      )}
    </LibraryPage>
  );
}

function Entry({ entry }: { entry: RewardEntry }) {
  const { t } = useLingui();
  const { count, date } = useFormats();
  const amount = count(entry.amount);
  const when = date(entry.createdAt);
  return (
    <li className={classes.card} data-reward={entry.sourceId} data-currency={entry.currency}>
      <p className={classes.cardTitle}>
        {entry.currency === 'TICKETS' ? t`+${amount} tickets` : t`+${amount} coins`}
      </p>
      <p>
        <bdi>{entry.label}</bdi> · <time dateTime={entry.createdAt}>{when}</time>
      </p>
    </li>
  );
}

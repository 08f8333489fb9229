import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { LoginPrompt } from '#components/library-page/notices.tsx';
import { useDownloadRows } from '#features/downloads/download-rows-store.ts';
import { FAVORITE_TABS } from '#features/library/favorite-types.ts';
import { historyListQuery } from '#features/library/history.queries.ts';
import { likedIdsQuery } from '#features/library/likes.queries.ts';
import { walletPageQuery } from '#features/wallet/wallet.queries.ts';
import { formatCount } from '#lib/format.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useSession, useToken } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import classes from './library-hub.module.css';

/** History titles shown on the hub's history card. */
const HISTORY_PREVIEW = 3;

/**
 * /library: the user's own places in one page (favourites by kind, history, downloads, wallet, purchases), each a
 * link to its page with what is cheap to count. Visitors get one login prompt for the account's parts and still
 * reach the downloads page.
 */
export function LibraryHubPage() {
  const { t } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  return (
    <div className={classes.page} data-library-hub="">
      <h1 className={classes.title}>{t`Library`}</h1>
      {!isUser && (
        <LoginPrompt
          title={t`Log in to see your library`}
          text={t`Your favourites, history, wallet and purchases are kept with your account, on every device.`}
        />
      )}
      <ul className={classes.grid}>
        {isUser && <FavouritesCard scope={scope} />}
        {isUser && <HistoryCard scope={scope} />}
        <DownloadsCard tenant={scope.tenant.name} />
        {isUser && <WalletCard scope={scope} />}
        {isUser && (
          <HubCard to="/myPurchases" title={t`Purchases`} id="purchases">
            <p className={classes.meta}>{t`Your orders and receipts`}</p>
          </HubCard>
        )}
      </ul>
    </div>
  );
}

function HubCard({
  to,
  title,
  id,
  children,
}: {
  to: string;
  title: string;
  id: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li className={classes.card} data-hub-card={id}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={classes.cardTitle}>
          <Link to={to} className={classes.cardLink}>
            {title}
          </Link>
        </h2>
        {children}
      </section>
    </li>
  );
}

/** A count that is not known yet keeps its line (no layout shift) and says nothing. */
function CountLine({ count, text }: { count: number | undefined; text: (count: string) => string }) {
  const { i18n } = useLingui();
  return (
    <p className={classes.meta} data-count={count}>
      {count === undefined ? '\u00a0' : text(formatCount(count, i18n.locale))}
    </p>
  );
}

function FavouritesCard({ scope }: { scope: QueryScope }) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(likedIdsQuery(scope));
  const counts = new Map(data?.counts.map(({ type, count }) => [type, count]));
  const kinds = FAVORITE_TABS.filter(({ type }) => (counts.get(type) ?? 0) > 0);
  const total = data ? data.counts.reduce((sum, { count }) => sum + count, 0) : undefined;
  return (
    <HubCard to="/favorites" title={t`Favourites`} id="favorites">
      <CountLine count={total} text={(count) => t`${count} liked`} />
      {kinds.length > 0 && (
        <ul className={classes.chips} aria-label={t`Favourites by kind`}>
          {kinds.map(({ type, label }) => (
            <li key={type}>
              <Link to="/favorites" search={{ type }} className={classes.chip} data-type={type}>
                {i18n._(label)} ({formatCount(counts.get(type) ?? 0, scope.locale)})
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HubCard>
  );
}

function HistoryCard({ scope }: { scope: QueryScope }) {
  const { t } = useLingui();
  const { data } = useInfiniteQuery(historyListQuery(scope));
  const first = data?.pages[0];
  const recent = first?.items.slice(0, HISTORY_PREVIEW) ?? [];
  return (
    <HubCard to="/history" title={t`History`} id="history">
      <CountLine count={first?.total} text={(count) => t`${count} played or visited`} />
      {recent.length > 0 && (
        <ul className={classes.preview} aria-label={t`Recently played or visited`}>
          {recent.map((entry) => (
            <li key={entry.id}>
              <bdi>{entry.node.data?.title ?? ''}</bdi>
            </li>
          ))}
        </ul>
      )}
    </HubCard>
  );
}

function DownloadsCard({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  const userId = userIdOf(useToken());
  const rows = useDownloadRows(userId ? { tenant, userId } : undefined);
  return (
    <HubCard to="/downloads" title={t`Downloads`} id="downloads">
      {userId ? (
        <CountLine count={rows?.length} text={(count) => t`${count} on this device`} />
      ) : (
        <p className={classes.meta}>{t`Play offline on this device`}</p>
      )}
    </HubCard>
  );
}

function WalletCard({ scope }: { scope: QueryScope }) {
  const { t } = useLingui();
  const { data } = useQuery(walletPageQuery(scope, 0));
  return (
    <HubCard to="/wallet" title={t`Wallet`} id="wallet">
      <CountLine count={data?.total} text={(count) => t`${count} owned`} />
    </HubCard>
  );
}

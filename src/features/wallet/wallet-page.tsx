import { Plural, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import libraryClasses from '#components/library-page/library.module.css';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, EmptyNotice, LoadFailure } from '#components/library-page/notices.tsx';
import { formatCount } from '#lib/format.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { LoadMore } from '#structure/load-more.tsx';
import classes from './wallet.module.css';
import { walletListQuery } from './wallet.queries.ts';
import { WalletRow } from './wallet-row.tsx';

/** /wallet (role user): the albums, tracks and audiobooks the user owns, 50 at a time, each playable. */
export function WalletPage() {
  const { t } = useLingui();
  const scope = usePageScope();
  const list = useInfiniteQuery(walletListQuery(scope));
  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = (
      <LoadFailure
        message={t`Your wallet could not be loaded. Check your connection and try again.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    body = <CardSkeletons count={4} label={t`Loading your wallet…`} />;
  } else {
    const items = list.data.pages.flatMap((page) => page.items);
    const total = list.data.pages.at(-1)?.total ?? items.length;
    const shown = formatCount(total, scope.locale);
    body =
      items.length === 0 ? (
        <EmptyNotice
          title={t`Your wallet is empty`}
          text={t`Albums, tracks and audiobooks you buy appear here, ready to play.`}
        />
      ) : (
        <>
          <p className={libraryClasses.muted}>
            <Plural value={total} one={`${shown} item owned`} other={`${shown} items owned`} />
          </p>
          <ol className={classes.list} data-wallet-list="">
            {items.map((item) => (
              <WalletRow key={item.id} item={item} scope={scope} />
            ))}
          </ol>
          <LoadMore
            canLoad={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      );
  }
  return <LibraryPage fallbackTitle={t`Wallet`}>{body}</LibraryPage>;
}

import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CardSkeletons, EmptyNotice, LoadFailure } from '#components/library-page/notices.tsx';
import type { LikeType } from '#contract/library.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { LoadMore } from '#structure/load-more.tsx';
import { StructureRenderer } from '#structure/structure-renderer.tsx';
import { likedListQuery } from '../likes.queries.ts';

/** One kind of favourites as cards, newest like first, a page at a time. */
export function FavoritesList({ scope, type }: { scope: QueryScope; type: LikeType }) {
  const { t } = useLingui();
  const list = useInfiniteQuery(likedListQuery(scope, type));
  if (list.isError && !list.data) {
    return (
      <LoadFailure
        message={t`Your favourites could not be loaded. Check your connection and try again.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <CardSkeletons label={t`Loading your favourites…`} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyNotice
        title={t`Nothing here any more`}
        text={t`Press the heart on anything you like and it is kept here.`}
      />
    );
  }
  return (
    <>
      <StructureRenderer node={{ name: 'grid', substructure: items }} />
      <LoadMore
        canLoad={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => void list.fetchNextPage()}
      />
    </>
  );
}

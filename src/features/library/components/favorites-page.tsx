import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, EmptyNotice, LoadFailure, LoginPrompt } from '#components/library-page/notices.tsx';
import type { LikeType } from '#contract/library.ts';
import { formatCount } from '#lib/format.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAVORITE_TABS } from '../favorite-types.ts';
import { likedIdsQuery } from '../likes.queries.ts';
import { FavoritesList } from './favorites-list.tsx';

/** /favorites: what the signed-in user liked, one tab per kind with likes (visitors are asked to log in). */
export function FavoritesPage() {
  const { t } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  return (
    <LibraryPage fallbackTitle={t`Favourites`}>
      {isUser ? (
        <Favorites scope={scope} />
      ) : (
        <LoginPrompt
          title={t`Log in to see your favourites`}
          text={t`Like tracks, albums, videos, games and more, and find them here on every device.`}
        />
      )}
    </LibraryPage>
  );
}

function Favorites({ scope }: { scope: QueryScope }) {
  const { t, i18n } = useLingui();
  const ids = useQuery(likedIdsQuery(scope));
  const asked = useSearch({ strict: false, select: (search) => (search as { type?: LikeType }).type });
  const navigate = useNavigate();
  if (ids.isError && !ids.data) {
    return (
      <LoadFailure
        message={t`Your favourites could not be loaded. Check your connection and try again.`}
        onRetry={() => void ids.refetch()}
        retrying={ids.isFetching}
      />
    );
  }
  if (!ids.data) return <CardSkeletons label={t`Loading your favourites…`} />;
  const counts = new Map(ids.data.counts.map(({ type, count }) => [type, count]));
  const tabs = FAVORITE_TABS.filter(({ type }) => (counts.get(type) ?? 0) > 0 || type === asked);
  const selected = tabs.find((tab) => tab.type === asked) ?? tabs[0];
  if (!selected) {
    return (
      <EmptyNotice
        title={t`No favourites yet`}
        text={t`Press the heart on anything you like and it is kept here.`}
      />
    );
  }
  return (
    <Tabs
      value={selected.type}
      onChange={(value) => void navigate({ to: '.', search: { type: value as LikeType }, replace: true })}
      keepMounted={false}
    >
      <Tabs.List aria-label={t`Kinds of favourites`}>
        {tabs.map(({ type, label }) => (
          <Tabs.Tab key={type} value={type} data-type={type}>
            {i18n._(label)} ({formatCount(counts.get(type) ?? 0, scope.locale)})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={selected.type} pt="md">
        <FavoritesList scope={scope} type={selected.type} />
      </Tabs.Panel>
    </Tabs>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { type LikedIds, type LikeType, likeTypeOfKind } from '#contract/library.ts';
import { queueWrite } from '#features/outbox/outbox.port.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAVORITE_NOT_LOGGED_IN } from './like-messages.ts';
import { likedIdsQuery, likesKey, withLike } from './likes.queries.ts';

export interface LikeToggle {
  /** Undefined when items of this kind cannot be liked. */
  type: LikeType | undefined;
  liked: boolean;
  toggle: () => void;
}

/**
 * Commerce §4 like toggle (liked → remove, else add) with an optimistic answer that rolls back on
 * failure; visitors get the 'favorite.notLoggedIn' snackbar (commerce §5) and nothing is sent.
 */
export function useLikeToggle(id: number, kind: string): LikeToggle {
  const { t, i18n } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const type = likeTypeOfKind(kind);
  const ids = likedIdsQuery(scope);
  const { data } = useQuery({ ...ids, enabled: isUser && type !== undefined });
  const mutationKey = [...likesKey(scope), 'toggle'];
  const mutation = useMutation({
    mutationKey,
    mutationFn: async (like: boolean) => {
      if (!type) throw new Error(`Items of kind ${kind} cannot be liked`);
      // Offline (or a server failure) keeps the change in the outbox; the optimistic answer stays.
      const result = await queueWrite(scope, {
        endpoint: like ? 'like' : 'unlike',
        params: { type, id: String(id) },
        itemKey: `like:${type}:${id}`,
      });
      if (!result) throw new Error('Likes need a signed-in user');
      if (!result.sent)
        showSnackbar(t`You are offline. Your change is saved and will be sent when you are back online.`);
      return result;
    },
    onMutate: async (like) => {
      // A refetch already under way would overwrite the optimistic answer with the old state.
      await queryClient.cancelQueries({ queryKey: ids.queryKey });
      const previous = queryClient.getQueryData<LikedIds>(ids.queryKey);
      queryClient.setQueryData(ids.queryKey, withLike(previous, id, like));
      return { previous };
    },
    onError: (_error, _like, context) => {
      queryClient.setQueryData(ids.queryKey, context?.previous);
      showSnackbar(t`Your favourites could not be updated. Try again.`);
    },
    onSettled: (result) => {
      // The last toggle in a quick series refreshes ids and lists (earlier ones would only flicker);
      // a queued one keeps its optimistic answer until the replay.
      if (result?.sent !== false && queryClient.isMutating({ mutationKey }) === 1)
        void queryClient.invalidateQueries({ queryKey: likesKey(scope) });
    },
  });
  const liked = isUser && (data?.ids.includes(id) ?? false);
  const toggle = () => {
    if (!isUser) {
      showSnackbar(i18n._(FAVORITE_NOT_LOGGED_IN));
      return;
    }
    mutation.mutate(!liked);
  };
  return { type, liked, toggle };
}

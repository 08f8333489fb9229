import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ProfileUpdate, sessionEndpoints } from '#contract/session.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';

/** PUT /user/profile; the answer is the saved profile, so it replaces the cached one (no refetch). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.call(sessionEndpoints.updateProfile, { body: update }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery({ api, tenant, locale }).queryKey, profile);
    },
  });
}

import { useRouter } from '@tanstack/react-router';

/**
 * Leads to a tenant-configured target once a popup closes: an absolute http(s) address by a full navigation,
 * an in-app path through the router; nothing without one.
 */
export function useFollowRoute(): (route: string | undefined) => void {
  const router = useRouter();
  return (route) => {
    if (!route) return;
    if (/^https?:\/\//i.test(route)) window.location.assign(route);
    else void router.navigate({ to: route as '/' });
  };
}

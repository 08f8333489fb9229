import { useRouterState } from '@tanstack/react-router';
import { ErrorPage } from './lazy-error-page.tsx';

const messageOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;

/** Every 404: unmatched routes ("Page not found: …"), failed validate rules ("Page Not Found: …"), unknown pages. */
export function NotFoundPage({ data }: { data?: unknown }) {
  const fullPath = useRouterState({ select: (s) => s.location.publicHref });
  return <ErrorPage status={404} message={messageOf(data) ?? `Page not found: ${fullPath}`} />;
}

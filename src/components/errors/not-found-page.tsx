import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { ErrorPage } from './lazy-error-page.tsx';
import { notFoundLine } from './not-found-line.ts';

const messageOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;

/** Every 404: unmatched routes ("Page not found: …"), failed validate rules ("Page Not Found: …"), unknown pages. */
export function NotFoundPage({ data }: { data?: unknown }) {
  const { i18n } = useLingui();
  const fullPath = useRouterState({ select: (s) => s.location.publicHref });
  const { message, shown } = notFoundLine(i18n, messageOf(data), fullPath);
  return <ErrorPage status={404} message={message} shownMessage={shown} />;
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { ErrorScreen } from './error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Any error a page raises (shell §4: fatal errors go to the error screen); "try again" reloads the page's data. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();

  const status = isApiError(error) ? error.status : undefined;
  useEffect(() => {
    // A 404 is an answer, not a fault: only real failures are logged.
    if (status !== 404) console.error(error);
    // Let suspense queries fetch again when the page re-renders.
    reset();
  }, [error, status, reset]);

  if (status === 404) return <NotFoundPage />;
  const offline = status === 0;
  return (
    <ErrorScreen
      status={status || undefined}
      heading={offline ? t`You are offline` : t`Something went wrong`}
      description={
        offline
          ? t`This page is not available offline. Check your connection and try again.`
          : t`We could not load this page. Please try again in a moment.`
      }
      action={<Button onClick={() => router.invalidate()}>{t`Try again`}</Button>}
    />
  );
}

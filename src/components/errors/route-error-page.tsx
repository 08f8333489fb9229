import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '#lib/api-error.ts';
import type { ErrorStatus } from './error-texts.ts';
import { ErrorPage } from './lazy-error-page.tsx';

/** An error's status for the screen: the HTTP status of API errors, offline without an answer, else 500. */
export function errorStatus(error: unknown): ErrorStatus {
  if (!isApiError(error)) return 500;
  return error.status === 0 ? 'offline' : error.status;
}

/** Any error a page raises or throws while rendering (shell §4: fatal errors go to the error screen). */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  const status = errorStatus(error);

  useEffect(() => {
    // A 404 is an answer, not a fault: only real failures are logged.
    if (status !== 404) console.error(error);
    // Let suspense queries fetch again when the page re-renders.
    reset();
  }, [error, status, reset]);

  const retry = <Button variant="default" onClick={() => router.invalidate()}>{t`Try again`}</Button>;
  return (
    <ErrorPage
      status={status}
      message={error instanceof Error ? error.message : undefined}
      extraAction={retry}
    />
  );
}

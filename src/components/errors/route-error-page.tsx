import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { PARENTAL_ERRORS } from '#contract/parental.ts';
import { isApiError } from '#lib/api-error.ts';
import { type ErrorStatus, PARENTAL_LOCKED_TEXTS } from './error-texts.ts';
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
  // Commerce §5: content above the user's parental age group; the passcode opens it (the gate).
  const locked = isApiError(error) && error.problem?.code === PARENTAL_ERRORS.locked;

  useEffect(() => {
    // A 404 or the parental gate is an answer, not a fault: only real failures are logged.
    if (status !== 404 && !locked) console.error(error);
    // Let suspense queries fetch again when the page re-renders.
    reset();
    if (locked) openDialog('parental-control');
  }, [error, status, reset, locked]);

  if (locked)
    return (
      <ErrorPage
        status={status}
        texts={PARENTAL_LOCKED_TEXTS}
        extraAction={
          <Button onClick={() => openDialog('parental-control')} data-parental-gate="">
            {t`Enter the passcode`}
          </Button>
        }
      />
    );

  const retry = <Button variant="default" onClick={() => router.invalidate()}>{t`Try again`}</Button>;
  return (
    <ErrorPage
      status={status}
      message={error instanceof Error ? error.message : undefined}
      extraAction={retry}
    />
  );
}

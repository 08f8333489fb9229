import { useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import classes from './auth-panel.module.css';

/** The frame of the session pages (login return, register, reset, logout): a heading and its state. */
export function AuthPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={classes.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A visible spinner with its text, announced politely. */
export function Working({ label }: { label: string }) {
  return (
    <div role="status" className={classes.working}>
      <Loader size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A failure announced at once, with the way forward. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <p role="alert" className={classes.error}>
        {message}
      </p>
      <Button onClick={onRetry}>{t`Try again`}</Button>
    </>
  );
}

export function HomeLink() {
  const { t } = useLingui();
  return (
    <Button component={Link} to="/" variant="default">
      {t`Go to the home page`}
    </Button>
  );
}

export const authPanelClasses = classes;

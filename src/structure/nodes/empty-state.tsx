import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './empty-state.module.css';

/** A page whose lists are all empty (nothing yet, or everything above the age rating allowed here). */
export function EmptyState() {
  const { t } = useLingui();
  return (
    <section className={classes.empty} data-node="empty">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 className={classes.title}>{t`Nothing to show here yet`}</h2>
      <p className={classes.text}>
        {t`There is no content on this page for now. Some items may be hidden by the age rating that applies here.`}
      </p>
      <Button component={Link} to="/" variant="default">{t`Go to the home page`}</Button>
    </section>
  );
}

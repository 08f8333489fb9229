import { useLingui } from '@lingui/react/macro';
import { Loader, VisuallyHidden } from '@mantine/core';
import classes from './page-pending.module.css';

/** Shown by the router only when a page takes longer than its pending delay to load. */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className={classes.pending} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import classes from './page-pending.module.css';

const CARDS = 6;

/** Shown while a page loads (after the router's pending delay): the page's shape in grey, no spinner. */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className={classes.pending} role="status" aria-live="polite" data-page-pending="">
      <span className={classes.hidden}>{t`Loading…`}</span>
      {/* Appears by itself (CSS) when the page is still on its way after a few seconds. */}
      <p className={classes.slow}>{t`Still loading: your connection is slow.`}</p>
      <div className={classes.skeleton} aria-hidden="true">
        <div className={`${classes.bone} ${classes.heading}`} />
        <div className={`${classes.bone} ${classes.banner}`} />
        <div className={`${classes.bone} ${classes.subheading}`} />
        <div className={classes.row}>
          {Array.from({ length: CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className={classes.card}>
              <div className={`${classes.bone} ${classes.art}`} />
              <div className={`${classes.bone} ${classes.line}`} />
              <div className={`${classes.bone} ${classes.short}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import classes from './load-more.module.css';

interface LoadMoreProps {
  canLoad: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** What the button adds, e.g. "Show 10 more chapters"; "Load more" when absent. */
  label?: string;
}

/** The button under a paged list, with its loading and failure states (announced politely). */
export function LoadMore({ canLoad, loading, failed, onLoad, label }: LoadMoreProps) {
  const { t } = useLingui();
  if (!canLoad && !failed) return null;
  return (
    <div className={classes.more}>
      <p className={classes.status} role="status">
        {failed
          ? t`Could not load more. Check your connection and try again.`
          : loading
            ? t`Loading more…`
            : ''}
      </p>
      <Button
        variant={failed ? 'filled' : 'default'}
        loading={loading}
        onClick={onLoad}
        data-action="load-more"
      >
        {failed ? t`Try again` : (label ?? t`Load more`)}
      </Button>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import classes from './search.module.css';

interface RecentSearchesListProps {
  searches: string[];
  onPick: (query: string) => void;
  onRemove: (query: string) => void;
}

/** Shown while the box is empty: each recent search searches again, and each can be removed. */
export function RecentSearchesList({ searches, onPick, onRemove }: RecentSearchesListProps) {
  const { t } = useLingui();
  const headingId = useId();
  if (searches.length === 0) return null;
  return (
    <section className={classes.recent} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.groupTitle}>
        {t`Recent searches`}
      </h2>
      <ul className={classes.recentList}>
        {searches.map((query) => (
          <li key={query} className={classes.recentItem}>
            <button type="button" className={classes.recentPick} onClick={() => onPick(query)}>
              <bdi>{query}</bdi>
            </button>
            <button
              type="button"
              className={classes.recentRemove}
              aria-label={t`Remove ${query} from recent searches`}
              title={t`Remove ${query} from recent searches`}
              onClick={() => onRemove(query)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import classes from './forms.module.css';
import type { SummaryEntry } from './use-form.ts';

interface ErrorSummaryProps {
  entries: readonly SummaryEntry[];
  /** Changes with every submit attempt, so a repeated failure is announced again. */
  attempt: number;
  labels: Readonly<Record<string, string>>;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The field, not the #fragment: a hash change would make the router reload the page's data.
  event.preventDefault();
  document.getElementById(id)?.focus();
}

/** The failed submit's errors, announced (role=alert) with links to the fields. */
export function ErrorSummary({ entries, attempt, labels }: ErrorSummaryProps) {
  const { t } = useLingui();
  return (
    <div role="alert">
      {entries.length > 0 && (
        <div key={attempt} className={classes.summary}>
          <p className={classes.summaryTitle}>{t`Please check these fields:`}</p>
          <ul className={classes.summaryList}>
            {entries.map((entry) => (
              <li key={entry.name}>
                <a href={`#${entry.id}`} onClick={(event) => focusField(event, entry.id)}>
                  {labels[entry.name] ?? entry.name}: {entry.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

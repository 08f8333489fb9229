import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { dismissRefused, outboxContext, refusedWrites } from '#features/outbox/outbox.port.ts';
import { formatCount, numberingSystemFor } from '#lib/format.ts';
import { dateTimeFormat } from '#lib/intl-cache.ts';
import { scopeKey } from '#lib/query-scope.ts';
import type { OutboxRow } from '#offline-store/db.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import classes from './downloads-page.module.css';

const WRITE_NAMES: Record<string, MessageDescriptor> = {
  like: msg`Adding to favourites`,
  unlike: msg`Removing from favourites`,
  savePlayState: msg`Saving where you stopped`,
  deletePlayState: msg`Forgetting where you stopped`,
  addHistory: msg`Adding to your history`,
  deleteHistory: msg`Removing from your history`,
  report: msg`A listening report`,
};
const OTHER_WRITE = msg`A change`;

/**
 * The offline writes the server refused (4xx) when they were replayed: nothing is dropped silently,
 * so they stay listed here until the user dismisses them.
 */
export function RefusedWrites({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const scope = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const ctx = outboxContext(scope.api, scope.tenant.name, userId);
  // USER_DATA_KEY: a finished replay refreshes this list with the user's other data.
  const queryKey = [...scopeKey(scope), USER_DATA_KEY, 'outbox-refused', userId];
  const { data } = useQuery({ queryKey, queryFn: () => refusedWrites(ctx), networkMode: 'always' });
  if (!data || data.length === 0) return null;
  const when = (row: OutboxRow) =>
    dateTimeFormat(scope.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      numberingSystem: numberingSystemFor(scope.locale),
    }).format(new Date(row.createdAt));
  const dismiss = async (row: OutboxRow) => {
    if (row.seq !== undefined) await dismissRefused(ctx, row.seq);
    await queryClient.invalidateQueries({ queryKey });
  };
  return (
    <section className={classes.refused} aria-labelledby="refused-writes" data-refused-writes="">
      <h2 id="refused-writes">{t`Changes that could not be saved`}</h2>
      <ul className={classes.list}>
        {data.map((row) => {
          const what = i18n._(WRITE_NAMES[row.endpoint] ?? OTHER_WRITE);
          const at = when(row);
          // The status code in the page's digits (Arabic-Indic in ar), like every other number.
          const status = formatCount(row.lastStatus ?? 0, scope.locale);
          return (
            <li key={row.seq} className={classes.refusedRow}>
              <span>
                {what} · <time dateTime={row.createdAt}>{at}</time> · {t`refused by the server (${status})`}
              </span>
              <Button
                size="xs"
                variant="default"
                onClick={() => void dismiss(row)}
                aria-label={t`Dismiss: ${what}, ${at}`}
              >
                {t`Dismiss`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

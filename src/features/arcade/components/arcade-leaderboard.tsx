import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ArcadeState } from '#contract/arcade.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { leaderboardQuery } from '../arcade.queries.ts';
import classes from './arcade.module.css';

/**
 * The competition's leaderboard and the caller's best and rank (signed in only: the panel shows visitors a
 * sign-in prompt instead). A failed load shows nothing broken: a short line, no table (commerce §8).
 */
export function ArcadeLeaderboard({
  contentId,
  state,
}: {
  contentId: number;
  state: ArcadeState | undefined;
}) {
  const { t } = useLingui();
  const { count } = useFormats();
  const scope = usePageScope();
  const captionId = useId();
  const board = useQuery(leaderboardQuery(scope, contentId, state));
  const data = board.data;
  if (!data)
    return (
      <p className={classes.muted} data-leaderboard={board.isError ? 'unavailable' : 'loading'}>
        {board.isError ? t`The leaderboard is not available right now.` : t`Loading…`}
      </p>
    );
  const mine = data.mine;
  return (
    <div data-leaderboard="ready">
      <p className={classes.best} data-my-best={mine ? mine.score : ''}>
        {mine
          ? t`Your best: ${count(mine.score)} · number ${count(mine.rank)} of ${count(data.players)}`
          : t`You have no score in this competition yet.`}
      </p>
      {data.entries.length === 0 ? (
        <p className={classes.muted}>{t`No scores yet. Be the first!`}</p>
      ) : (
        <table className={classes.table} aria-labelledby={captionId}>
          <caption id={captionId} className={classes.caption}>{t`Leaderboard`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Score`}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr
                key={entry.rank}
                data-rank={entry.rank}
                data-me={entry.me ? '' : undefined}
                className={entry.me ? classes.me : undefined}
                aria-current={entry.me ? 'true' : undefined}
              >
                <td>{count(entry.rank)}</td>
                <td>{entry.me ? t`${entry.displayName} (you)` : entry.displayName}</td>
                <td data-score={entry.score}>{count(entry.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

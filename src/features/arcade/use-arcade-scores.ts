import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { onGameScore } from '#features/games/game-frame.port.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { refreshArcade } from './arcade.queries.ts';
import { postArcadeScore, scoreRefusalOf } from './arcade-calls.ts';

/**
 * Submits the final score of each arcade run started here: the frame dialog's verified score messages
 * (origin, source, protocol) of this game, with the run's own signed session, final, once per run. The
 * leaderboard loads again and a snackbar says whether the score counted. Answers `track(session)`, which the
 * Play button calls with each new run's session.
 */
export function useArcadeScores(contentId: number): (session: string) => void {
  const { t } = useLingui();
  const { count } = useFormats();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  /** Runs started here whose final score has not been posted yet. */
  const open = useRef(new Set<string>());
  /** Runs whose score was posted (a restart's second game over is not a new run). */
  const done = useRef(new Set<string>());

  useEffect(
    () =>
      onGameScore((message) => {
        if (!message.final || message.articleId !== contentId) return;
        if (done.current.has(message.session)) {
          showSnackbar(t`This run's score has counted already. Press Play in the competition for a new run.`);
          return;
        }
        if (!open.current.has(message.session)) return;
        open.current.delete(message.session);
        done.current.add(message.session);
        const points = count(message.score);
        postArcadeScore(scope.api, message.session, message.score)
          .then((answer) => {
            const rank = count(answer.rank);
            showSnackbar(
              answer.improved
                ? t`Your score of ${points} counted: you are number ${rank}.`
                : t`Your score of ${points} counted; your best stays ahead (number ${rank}).`,
            );
          })
          .catch((error: unknown) => {
            const why = scoreRefusalOf(error);
            showSnackbar(
              why === 'finished'
                ? t`Your score did not count: the competition has finished.`
                : why === 'replay'
                  ? t`This run's score has counted already.`
                  : why === 'implausible'
                    ? t`Your score did not count: it could not be checked.`
                    : t`Your score could not be sent. Please try again later.`,
            );
          })
          .finally(() => void refreshArcade(queryClient, scope));
      }),
    [contentId, count, queryClient, scope, t],
  );

  return useCallback((session: string) => {
    open.current.add(session);
  }, []);
}

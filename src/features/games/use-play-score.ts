import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { refreshTournaments } from '#features/tournaments/tournaments.port.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { postGameScore } from './game-calls.ts';
import type { GameScore } from './game-frame.port.ts';

/**
 * Posts the final score of a play (mode 'play', started by the game actions) once per session, silently: the
 * server counts it for the challenges of the game's running tournaments, and only when a challenge moved does a
 * snackbar say so (and the tournament data loads again). Arcade runs and free plays are not posted here.
 * A refused or failed post says nothing: the game goes on as before.
 */
export function usePlayScore(enabled: boolean): (score: GameScore) => void {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const posted = useRef(new Set<string>());
  return useCallback(
    (score: GameScore) => {
      if (!enabled || !score.final || posted.current.has(score.session)) return;
      posted.current.add(score.session);
      postGameScore(scope.api, score.session, score.score)
        .then((answer) => {
          if (answer.advanced.length === 0) return;
          showSnackbar(t`Challenge progress: your play counted.`);
          void refreshTournaments(queryClient, scope);
        })
        .catch(() => {});
    },
    [enabled, queryClient, scope, t],
  );
}

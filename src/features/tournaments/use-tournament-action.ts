import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOURNAMENT_ERRORS as E } from '#contract/challenges.ts';
import { ApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { refreshTournaments } from './tournaments.queries.ts';

/** The problem codes of the tournament calls, as the user reads them. */
export function useProblemText(): (error: unknown) => string {
  const { t } = useLingui();
  const texts: Record<string, string> = {
    [E.finished]: t`This tournament is over.`,
    [E.notRegistered]: t`Register for the tournament first.`,
    [E.solo]: t`This tournament is played alone, without teams.`,
    [E.teamFull]: t`This team is full.`,
    [E.teamNameTaken]: t`Another team of this tournament has that name.`,
    [E.alreadyInTeam]: t`Already in a team of this tournament.`,
    [E.notCaptain]: t`Only the team captain can do that.`,
    [E.userNotFound]: t`No player with that e-mail address or in-game id was found.`,
    [E.notYours]: t`Only the invited player or the captain can answer this.`,
    [E.answered]: t`This was answered already.`,
    [E.notOptedIn]: t`Join the challenge first.`,
    [E.invitationNotFound]: t`This invitation no longer exists.`,
    [E.ingameIdTaken]: t`Another player of this tournament uses that in-game id.`,
  };
  return (error) => {
    if (!(error instanceof ApiError))
      return t`No answer from the service. Check your connection and try again.`;
    const code = error.problem?.code;
    if (code && texts[code]) return texts[code];
    if (error.status === 429) return t`Too many attempts. Try again later.`;
    if (error.status === 400) return t`Check what you entered and try again.`;
    return t`That did not work. Try again later.`;
  };
}

/**
 * One tournament action at a time: runs it, refreshes what it changed, and keeps its refusal as text for the
 * form or row it came from.
 */
export function useTournamentAction() {
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const textOf = useProblemText();
  const [busy, setBusy] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const run = async (key: string, action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(key);
    setProblem(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(textOf(error));
      return false;
    } finally {
      setBusy(undefined);
      await refreshTournaments(queryClient, scope);
    }
  };
  return { scope, busy, problem, run };
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { ARCADE_ERRORS, ARCADE_STATES, type ArcadeState } from '#contract/arcade.ts';
import { GAME_ERRORS, GameNotEntitledDataSchema } from '#contract/games.ts';
import { openGameWindow } from '#features/games/game-frame.port.ts';
import { isApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import type { NodeProps } from '#structure/nodes/node-props.ts';
import { competitionQuery } from '../arcade.queries.ts';
import { startArcadeRun } from '../arcade-calls.ts';
import { relativeTime } from '../time-left.ts';
import { useArcadeScores } from '../use-arcade-scores.ts';
import classes from './arcade.module.css';
import { ArcadeLeaderboard } from './arcade-leaderboard.tsx';

const StateSchema = v.picklist(ARCADE_STATES);

/** A refused run: no running competition (snackbar), sign in, the ways to unlock the game, or the error dialog. */
function refused(error: unknown, title: string, notRunning: string): void {
  const problem = isApiError(error) ? error.problem : undefined;
  const unlock = v.safeParse(GameNotEntitledDataSchema, problem?.data);
  if (problem?.code === ARCADE_ERRORS.notRunning) showSnackbar(notRunning);
  else if (isApiError(error) && error.status === 401) openDialog('login');
  else if (problem?.code === GAME_ERRORS.notEntitled && unlock.success)
    openDialog('subscription-choice', { title, ...unlock.output });
  else openDialog('error', isApiError(error) && error.status > 0 ? { status: error.status } : {});
}

function useStateNames(): Record<ArcadeState, string> {
  const { t } = useLingui();
  return { upcoming: t`Upcoming`, running: t`Running now`, finished: t`Finished` };
}

/**
 * An arcade game's details, the caller's side (commerce §2/§6): the competition of `?state=` (running by
 * default) with its time left and prizes, Play (a run of the running competition in the game frame dialog),
 * the caller's best and rank and the leaderboard, signed in only; visitors get a sign-in prompt.
 */
export function ArcadePanel({ node }: NodeProps) {
  const { t } = useLingui();
  const headingId = useId();
  const scope = usePageScope();
  const { isUser } = useSession();
  const { count, date, locale, dir } = useFormats();
  const names = useStateNames();
  const contentId = Number(node.data?.customProperties?.contentId ?? 0);
  const title = node.data?.title ?? '';
  const asked = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).state });
  const parsed = v.safeParse(StateSchema, asked);
  const state = parsed.success ? parsed.output : undefined;
  const competition = useQuery({ ...competitionQuery(scope, contentId, state), enabled: contentId > 0 });
  const track = useArcadeScores(contentId);
  const [busy, setBusy] = useState(false);

  const play = async () => {
    if (!isUser) return openDialog('login');
    setBusy(true);
    try {
      const run = await startArcadeRun(scope, contentId);
      track(run.session);
      if (run.useGameFrame)
        openDialog('game-iframe', { url: run.url, origin: run.origin, title, articleId: contentId });
      else openGameWindow(run.url);
    } catch (error) {
      refused(error, title, t`No competition of this game runs now.`);
    } finally {
      setBusy(false);
    }
  };

  const c = competition.data;
  return (
    <section
      className={classes.panel}
      aria-labelledby={headingId}
      data-node="arcade-panel"
      data-state={c?.state}
    >
      <h2 id={headingId} className={classes.heading}>{t`Competition`}</h2>
      <nav aria-label={t`Competitions`}>
        <ul className={classes.states}>
          {ARCADE_STATES.map((s) => (
            <li key={s}>
              <Link
                to="."
                search={{ state: s } as never}
                aria-current={c?.state === s ? 'page' : undefined}
                data-arcade-state-link={s}
              >
                {names[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!c ? (
        <p className={classes.muted} aria-busy={!competition.isError}>
          {competition.isError ? t`There is no such competition for this game.` : t`Loading…`}
        </p>
      ) : (
        <>
          <p className={classes.row}>
            <span className={classes.state} data-state={c.state} data-arcade-state={c.state}>
              {names[c.state]}
            </span>
            <span>
              {c.state === 'running'
                ? t`Ends ${relativeTime(c.endsAt, locale, dir)} (${date(c.endsAt)})`
                : c.state === 'upcoming'
                  ? t`Starts ${relativeTime(c.startsAt, locale, dir)} (${date(c.startsAt)})`
                  : t`Ended ${relativeTime(c.endsAt, locale, dir)} (${date(c.endsAt)})`}
            </span>
          </p>
          {c.prizes.length > 0 && (
            <ol className={classes.prizes} aria-label={t`Prizes`}>
              {c.prizes.map((prize) => (
                <li key={prize.place}>{t`Place ${count(prize.place)}: ${count(prize.tickets)} tickets`}</li>
              ))}
            </ol>
          )}
          {c.state === 'running' && (
            <Button onClick={() => void play()} loading={busy} data-arcade-play={contentId}>
              {t`Play in the competition`}
            </Button>
          )}
        </>
      )}
      {isUser ? (
        c && <ArcadeLeaderboard contentId={contentId} state={state} />
      ) : (
        <p className={classes.best}>
          {t`Sign in to see the leaderboard and your best score.`}{' '}
          <Button variant="subtle" onClick={() => openDialog('login')} data-arcade-sign-in="">
            {t`Sign in`}
          </Button>
        </p>
      )}
    </section>
  );
}

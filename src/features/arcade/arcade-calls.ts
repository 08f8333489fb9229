import { ARCADE_ERRORS, type ArcadeRun, type ArcadeScoreAnswer, arcadeEndpoints } from '#contract/arcade.ts';
import type { LocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import { currentDevice } from '#platform/device/current-device.ts';

interface Caller {
  api: ApiClient;
  locale: LocaleCode | undefined;
}

/** POST /game/arcade-competition: a run of the running competition (its game page and signed session). */
export const startArcadeRun = (caller: Caller, contentId: number): Promise<ArcadeRun> =>
  caller.api.call(arcadeEndpoints.start, {
    query: caller.locale ? { lang: caller.locale } : {},
    body: { contentId, protocol: 'https', deviceId: currentDevice().id },
  });

/** POST /game/arcade/score: the run's final score. */
export const postArcadeScore = (api: ApiClient, session: string, score: number): Promise<ArcadeScoreAnswer> =>
  api.call(arcadeEndpoints.score, { body: { session, score } });

/** Why a score did not count, as the snackbar says it. */
export type ScoreRefusal = 'finished' | 'replay' | 'implausible' | 'other';

export function scoreRefusalOf(error: unknown): ScoreRefusal {
  const code = isApiError(error) ? error.problem?.code : undefined;
  if (code === ARCADE_ERRORS.finished) return 'finished';
  if (code === ARCADE_ERRORS.alreadyScored) return 'replay';
  if (code === ARCADE_ERRORS.implausible) return 'implausible';
  return 'other';
}

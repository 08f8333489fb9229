import {
  type GameDownloadAnswer,
  type GamePlayAnswer,
  type GameScoreAnswer,
  gameEndpoints,
} from '#contract/games.ts';
import type { LocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { currentDevice } from '#platform/device/current-device.ts';

interface Caller {
  api: ApiClient;
  /** Undefined: the tenant's default language. */
  locale: LocaleCode | undefined;
}

const request = (articleId: number) => ({
  articleId,
  distributionChannel: 'WEB' as const,
  deviceId: currentDevice().id,
});

/** POST /game/play (signed in) or /game/play-free (anyone, freemium games): the game page's URL. */
export const startGame = (
  caller: Caller,
  articleId: number,
  mode: 'play' | 'free',
): Promise<GamePlayAnswer> =>
  caller.api.call(mode === 'play' ? gameEndpoints.play : gameEndpoints.playFree, {
    query: caller.locale ? { lang: caller.locale } : {},
    body: request(articleId),
  });

/** POST /game/score: a play's final score, against the signed session the game posted it with. */
export const postGameScore = (api: ApiClient, session: string, score: number): Promise<GameScoreAnswer> =>
  api.call(gameEndpoints.score, { body: { session, score } });

/** POST /game/download: the zip's signed URL and file name. */
export const askGameDownload = (caller: Caller, articleId: number): Promise<GameDownloadAnswer> =>
  caller.api.call(gameEndpoints.download, {
    query: caller.locale ? { lang: caller.locale } : {},
    body: request(articleId),
  });

/** Saves the zip the browser's way (same origin, the media cookie goes with it). */
export function saveFile(uri: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = uri;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A game that is not played in the frame opens in a new window (commerce §8); when the browser blocks the
 * popup, a link click opens it instead. The game page is on another origin and gets no opener either way.
 */
export function openGameWindow(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

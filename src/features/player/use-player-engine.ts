import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { registerMediaPlayback } from '#features/freshness/media-playing.port.ts';
import { track } from '#platform/analytics/track.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { AudioPool } from './audio-pool.ts';
import { ListeningReporter } from './listening-reporter.ts';
import { rememberPendingPlay } from './pending-play.port.ts';
import { Playback } from './playback.ts';
import type { PlayerItem } from './player.port.ts';
import { PlayerEffects } from './player-effects.ts';
import { playerServices } from './player-services.ts';
import type { PlayerAction } from './player-state.ts';
import { savePlayPosition, sendReport } from './player-writes.ts';
import { INITIAL_RUNTIME, pendingEffects, type RuntimeState, runtimeReducer } from './runtime-state.ts';
import { SongSources } from './song-source.ts';
import { StreamStore } from './stream-status.ts';
import { TimeStore } from './time-store.ts';

export interface PlayerEngine {
  runtime: RuntimeState;
  dispatch: Dispatch<PlayerAction>;
  playback: Playback;
  effects: PlayerEffects;
  time: TimeStore;
  /** Buffering, or stopped after the retries (the status line and its retry button). */
  stream: StreamStore;
  /** The hidden element the pool's <audio> elements live in (id: the player id). */
  poolRef: React.RefObject<HTMLDivElement | null>;
  playerId: string;
}

/**
 * The player's one place of side effects: useReducer over the pure machine, and the audio pool,
 * sources, listening reporter and effect runner built once and fed the machine's effects in order.
 */
export function usePlayerEngine(failedMessage: (item: PlayerItem) => string): PlayerEngine {
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const [runtime, dispatch] = useReducer(runtimeReducer, INITIAL_RUNTIME);
  const latest = useRef({ runtime, scope, failedMessage });
  useEffect(() => {
    latest.current = { runtime, scope, failedMessage };
  });
  const poolRef = useRef<HTMLDivElement>(null);

  const [engine] = useState(() => {
    const time = new TimeStore();
    const stream = new StreamStore();
    const pool = new AudioPool(() => {
      const audio = new Audio();
      poolRef.current?.append(audio);
      return audio;
    });
    const playback: Playback = new Playback(pool, {
      onPlayingChange: (playing) => {
        dispatch({ type: 'setPlaying', playing });
        if (!playing) effects.paused();
      },
      onEnded: () => dispatch({ type: 'trackEnded', track: effects.track }),
      onTime: (position, duration) => {
        time.set(position, duration);
        effects.time(position, duration);
      },
      onError: () => effects.recover('error'),
      onBuffering: (buffering) => effects.buffering(buffering, playback.paused),
    });
    const reporter = new ListeningReporter({
      audible: () => playback.audible,
      position: () => playback.position,
      duration: () => playback.duration,
      send: (report) => sendReport(latest.current.scope, report),
      progress: (percent) => {
        const item = currentItem(latest.current.runtime);
        track({
          action: 'listen_progress',
          area: 'player',
          percent,
          itemId: item?.id,
          contentType: item?.contentType,
        });
      },
      log: (message) => console.warn(message),
    });
    const sources = new SongSources({
      api: scope.api,
      tenant: scope.tenant.name,
      lang: () => latest.current.scope.locale,
      userId: () => userIdOf(getToken()),
      findDownload: (...args) => playerServices().findDownload(...args),
      downloadPlayed: (...args) => playerServices().downloadPlayed(...args),
    });
    // A signed-in user's first play may be a download: its lookup's code loads now, not at the click.
    if (userIdOf(getToken())) playerServices().prepareDownloads();
    const effects: PlayerEffects = new PlayerEffects({
      playback,
      reporter,
      sources,
      dispatch,
      state: () => latest.current.runtime.player,
      // Commerce §4: what the prompt is about plays once the purchase goes through (remembered across the checkout).
      purchasePrompt: (item, purchase, moves) => {
        rememberPendingPlay([item], 0);
        openDialog('purchase-prompt', { title: item.title, purchase, ...moves });
      },
      subscriptionChoice: (item, purchase, refusal, moves) => {
        rememberPendingPlay([item], 0);
        openDialog('subscription-choice', {
          title: item.title,
          purchase,
          ...(refusal ? { refusal } : {}),
          ...moves,
        });
      },
      savePosition: (item, seconds, contentType) =>
        savePlayPosition(queryClient, latest.current.scope, item, seconds, contentType),
      failed: (item) => showSnackbar(latest.current.failedMessage(item)),
      stream: (status) => stream.set(status),
      showTime: (position, duration) => time.set(position, duration),
    });
    return { time, stream, playback, effects, reporter, playerId: pool.id };
  });

  // Effects run after the render that asked for them, each exactly once and in order.
  const done = useRef(0);
  useEffect(() => {
    const effects = pendingEffects(runtime, done.current);
    done.current = runtime.seq;
    for (const effect of effects) engine.effects.run(effect);
  }, [runtime, engine]);

  const { volume, muted } = runtime.player;
  useEffect(() => engine.playback.setVolume(volume), [engine, volume]);
  useEffect(() => engine.playback.setMuted(muted), [engine, muted]);
  useEffect(() => registerMediaPlayback(() => !engine.playback.paused), [engine]);
  // Leaving the page (or the runtime unmounting) stops the counter; nothing keeps playing unseen.
  useEffect(() => () => engine.effects.run({ type: 'stop' }), [engine]);
  // Full files belong to the user who asked for them: a login, logout or user switch empties the queue.
  useEffect(() => {
    let user = userIdOf(getToken());
    return subscribeToken((token) => {
      const next = userIdOf(token);
      if (next === user) return;
      user = next;
      dispatch({ type: 'close' });
    });
  }, []);

  return useMemo(
    () => ({
      runtime,
      dispatch,
      playback: engine.playback,
      effects: engine.effects,
      time: engine.time,
      stream: engine.stream,
      poolRef,
      playerId: engine.playerId,
    }),
    [runtime, engine],
  );
}

export const currentItem = (runtime: RuntimeState): PlayerItem | undefined =>
  runtime.player.playlist[runtime.player.currentIndex] as PlayerItem | undefined;

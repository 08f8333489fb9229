import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { VideoStreamingAnswer } from '#contract/video.ts';
import { pauseAudioPlayer } from '#features/player/player.port.ts';
import { currentAccessToken } from '#platform/session/access-token.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useSession, useToken } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { offlineVideoAnswer } from './offline-video.ts';
import { loadShaka } from './shaka-loader.ts';
import {
  fetchStreaming,
  type StreamingRefusal,
  streamingRefusalOf,
  watchPositionQuery,
} from './video.queries.ts';
import { VideoEngine } from './video-engine.ts';
import { type VideoFailure, videoFailureOf } from './video-errors.ts';
import type { VideoNodeProps } from './video-node.ts';
import { resumeStart } from './video-position.ts';

export type VideoPhase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'ready'; engine: VideoEngine; answer: VideoStreamingAnswer }
  | { kind: 'refused'; refusal: StreamingRefusal }
  | { kind: 'failed'; failure: VideoFailure };

/** What the device decrypts: ClearKey where EME is there (a protected title otherwise answers 422). */
const deviceDrm = (): 'CLEARKEY' | 'NONE' =>
  typeof navigator !== 'undefined' && typeof navigator.requestMediaKeySystemAccess === 'function'
    ? 'CLEARKEY'
    : 'NONE';

/** A refusal's dialog: the purchase options (as the audio player offers them), login, or the unsupported device. */
export function showRefusal(refusal: StreamingRefusal, title: string): void {
  if (refusal.kind === 'not-entitled' || refusal.kind === 'no-credits') {
    const { purchase, upgradeTo, downgradeTo } = refusal;
    openDialog('subscription-choice', {
      title,
      purchase,
      upgradeTo,
      downgradeTo,
      ...(refusal.kind === 'no-credits' ? { refusal: 'no-credits' as const } : {}),
    });
  } else if (refusal.kind === 'login') openDialog('login');
  else if (refusal.kind === 'device-not-supported') openDialog('device-not-supported');
}

/**
 * Starting a title: POST /video/streaming, the stored position (a user's), Shaka on demand, then the engine
 * with the answer's ClearKey licence server. The audio player pauses first: the two never play at once.
 */
export function useVideoPlayback(
  props: VideoNodeProps,
  videoRef: RefObject<HTMLVideoElement | null>,
  stageRef: RefObject<HTMLElement | null>,
) {
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const { isUser } = useSession();
  const userId = userIdOf(useToken());
  const [phase, setPhase] = useState<VideoPhase>({ kind: 'idle' });
  const engineRef = useRef<VideoEngine | undefined>(undefined);
  const run = useRef(0);

  const dispose = useCallback(() => {
    run.current += 1;
    const engine = engineRef.current;
    engineRef.current = undefined;
    void engine?.destroy();
  }, []);
  useEffect(() => dispose, [dispose]);

  const start = useCallback(
    async (resumeAt?: number) => {
      dispose();
      const mine = run.current;
      const current = () => mine === run.current;
      pauseAudioPlayer();
      setPhase({ kind: 'starting' });
      let answer: VideoStreamingAnswer;
      try {
        // Offline video (downloads): a downloaded title plays from the device; otherwise the stream is asked for.
        const local = userId ? await offlineVideoAnswer(scope.tenant.name, userId, props.itemId) : undefined;
        answer =
          local ??
          (await fetchStreaming(scope, {
            id: props.itemId,
            externalProviderCode: props.externalProviderCode,
            drm: deviceDrm(),
          }));
      } catch (error) {
        if (!current()) return;
        const refusal = streamingRefusalOf(error);
        showRefusal(refusal, props.title);
        setPhase({ kind: 'refused', refusal });
        return;
      }
      const stored =
        resumeAt ??
        (isUser
          ? await queryClient.fetchQuery(watchPositionQuery(scope, props.itemId)).catch(() => undefined)
          : undefined);
      let shaka: Awaited<ReturnType<typeof loadShaka>>;
      try {
        shaka = await loadShaka();
      } catch {
        if (current()) setPhase({ kind: 'failed', failure: 'network' });
        return;
      }
      const video = videoRef.current;
      const stage = stageRef.current;
      if (!current() || !video || !stage) return;
      if (!shaka.Player.isBrowserSupported()) {
        setPhase({ kind: 'failed', failure: 'device-not-supported' });
        return;
      }
      let engine: VideoEngine;
      try {
        engine = await VideoEngine.start({
          shaka,
          video,
          container: stage,
          answer,
          tenant: scope.tenant.name,
          locale: scope.locale,
          token: currentAccessToken,
          start: resumeAt ?? resumeStart(stored, answer.durationSec),
        });
      } catch (error) {
        // Attaching failed (load errors are the engine's view): the same words as a playback failure.
        if (current()) setPhase({ kind: 'failed', failure: videoFailureOf(error) });
        return;
      }
      if (!current()) {
        void engine.destroy();
        return;
      }
      engineRef.current = engine;
      setPhase({ kind: 'ready', engine, answer });
      if (!engine.snapshot().error)
        video.play().catch(() => {
          // Autoplay refused (no user gesture left): the play button stays for the user to press.
        });
    },
    [dispose, scope, props, isUser, userId, queryClient, videoRef, stageRef],
  );

  return { phase, start };
}

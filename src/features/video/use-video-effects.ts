import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import type { VideoStreamingAnswer } from '#contract/video.ts';
import { pauseAudioPlayer, useNowPlaying } from '#features/player/player.port.ts';
import { ListeningReporter, savePlayPosition, sendReport } from '#features/player/report.port.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import type { VideoNodeProps } from './video-node.ts';
import { SAVE_EVERY_MS, worthSaving } from './video-position.ts';

const MEDIA_ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'];
const MEDIA_SEEK_SECONDS = 10;

/**
 * While a title plays: the 15 s listening reports with the answer's ticket (the audio player's reporter), the
 * watch position saved every 15 s, on pause and when the page is hidden (the outbox's history path), the
 * Media Session, and the rule that audio and video never play at once.
 */
export function useVideoEffects(
  videoRef: RefObject<HTMLVideoElement | null>,
  props: VideoNodeProps,
  answer: VideoStreamingAnswer | undefined,
) {
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const { playing: audioPlaying } = useNowPlaying();

  // Audio started (or plays as the page opens): the video pauses.
  useEffect(() => {
    if (audioPlaying) videoRef.current?.pause();
  }, [audioPlaying, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !answer) return;
    const duration = () => answer.durationSec || (Number.isFinite(video.duration) ? video.duration : 0);
    const reporter = new ListeningReporter({
      audible: () => !video.paused && !video.seeking && !video.ended && video.readyState >= 3,
      position: () => video.currentTime,
      duration,
      send: (report) => sendReport(scope, report),
      progress: () => undefined,
      log: (message) => console.warn(message),
    });
    let reporting = false;
    let saved: number | undefined;
    const save = () => {
      const at = video.currentTime;
      if (!(at > 0) || !worthSaving(at, saved)) return;
      saved = Math.floor(at);
      savePlayPosition(queryClient, scope, { id: props.itemId }, at, answer.contentType);
    };
    const onPlay = () => {
      pauseAudioPlayer();
      showOnMediaSession(video, props);
    };
    const onPlaying = () => {
      if (reporting) return;
      reporting = true;
      reporter.start(answer.ticket, false);
    };
    const onEnded = () => {
      reporter.finish();
      reporting = false;
      save();
    };
    const onPageHide = () => save();
    const timer = setInterval(() => {
      if (!video.paused) save();
    }, SAVE_EVERY_MS);
    video.addEventListener('play', onPlay);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', save);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', save);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      save();
      reporter.stop();
      clearMediaSession();
    };
  }, [videoRef, answer, props, scope, queryClient]);
}

function showOnMediaSession(video: HTMLVideoElement, props: VideoNodeProps): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  if (typeof MediaMetadata === 'function')
    session.metadata = new MediaMetadata({
      title: props.title,
      artwork: props.posterUrl ? [{ src: props.posterUrl }] : [],
    });
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => void video.play().catch(() => undefined),
    pause: () => video.pause(),
    seekbackward: (details) => {
      video.currentTime = Math.max(0, video.currentTime - (details.seekOffset ?? MEDIA_SEEK_SECONDS));
    },
    seekforward: (details) => {
      video.currentTime = Math.min(
        video.duration || 0,
        video.currentTime + (details.seekOffset ?? MEDIA_SEEK_SECONDS),
      );
    },
    seekto: (details) => {
      if (details.seekTime !== undefined) video.currentTime = details.seekTime;
    },
  };
  for (const action of MEDIA_ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // An action this browser does not know.
    }
  }
}

function clearMediaSession(): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  navigator.mediaSession.metadata = null;
  for (const action of MEDIA_ACTIONS) {
    try {
      navigator.mediaSession.setActionHandler(action, null);
    } catch {
      // An action this browser does not know.
    }
  }
}

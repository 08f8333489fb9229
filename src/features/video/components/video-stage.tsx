import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { PlayIcon } from '#components/player-icons.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { NodeProps } from '#structure/nodes/node-props.ts';
import { stepSpeed, toggledSubtitles } from '../track-menus.ts';
import { useMediaState } from '../use-media-state.ts';
import { useVideoEffects } from '../use-video-effects.ts';
import { useVideoPlayback } from '../use-video-playback.ts';
import type { EngineView } from '../video-engine.ts';
import { videoFailureOf } from '../video-errors.ts';
import { type VideoNodeProps, videoNodeProps } from '../video-node.ts';
import {
  steppedVolume,
  VIDEO_SEEK_SECONDS,
  type VideoShortcut,
  videoShortcutFor,
} from '../video-shortcuts.ts';
import { VideoControls } from './video-controls.tsx';
import classes from './video-stage.module.css';
import { NextEpisodeCard, VideoFailureState, VideoRefusal } from './video-status.tsx';

const NO_VIEW: EngineView = {
  buffering: false,
  quality: [],
  audio: [],
  subtitles: [],
  height: undefined,
  error: undefined,
};
const noSubscribe = () => () => undefined;
const noView = () => NO_VIEW;

/** The `video-player` node of a video stream page: poster and play button server-rendered, Shaka on play. */
export function VideoStageNode({ node }: NodeProps) {
  const props = videoNodeProps(node);
  return props ? <VideoStage props={props} /> : null;
}

function VideoStage({ props }: { props: VideoNodeProps }) {
  const { t } = useLingui();
  const { dir, locale } = useFormats();
  const stageRef = useRef<HTMLElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { phase, start } = useVideoPlayback(props, videoRef, stageRef);
  const ready = phase.kind === 'ready' ? phase : undefined;
  const engine = ready?.engine;
  const view = useSyncExternalStore(engine?.subscribe ?? noSubscribe, engine?.snapshot ?? noView, noView);
  const media = useMediaState(videoRef, ready !== undefined);
  useVideoEffects(videoRef, props, ready?.answer);
  const failure = view.error === undefined ? undefined : videoFailureOf(view.error);
  const [fullscreen, setFullscreen] = useState(false);

  const anyFailure = failure ?? (phase.kind === 'failed' ? phase.failure : undefined);
  useEffect(() => {
    if (anyFailure === 'device-not-supported') openDialog('device-not-supported');
  }, [anyFailure]);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void stageRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const togglePip = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture?.().catch(() => undefined);
  };
  const runShortcut = (shortcut: VideoShortcut) => {
    const video = videoRef.current;
    if (!video || !engine) return;
    const seekTo = (seconds: number) => {
      video.currentTime = Math.min(
        Math.max(seconds, 0),
        Number.isFinite(video.duration) ? video.duration : seconds,
      );
    };
    if (shortcut === 'toggle') toggle();
    else if (shortcut === 'mute') video.muted = !video.muted;
    else if (shortcut === 'back') seekTo(video.currentTime - VIDEO_SEEK_SECONDS);
    else if (shortcut === 'forward') seekTo(video.currentTime + VIDEO_SEEK_SECONDS);
    else if (shortcut === 'volumeUp' || shortcut === 'volumeDown') {
      video.volume = steppedVolume(video.volume, shortcut === 'volumeUp' ? 1 : -1);
      if (video.volume > 0) video.muted = false;
    } else if (shortcut === 'fullscreen') toggleFullscreen();
    else if (shortcut === 'captions')
      engine.selectSubtitles(
        toggledSubtitles(
          view.subtitles
            .filter((o) => o.key !== 'off')
            .map((o, i) => ({ id: i, language: o.key, label: o.label, active: o.active })),
          locale,
        ),
      );
    else video.playbackRate = stepSpeed(video.playbackRate, shortcut === 'faster' ? 1 : -1);
  };
  const latestShortcut = useRef(runShortcut);
  useEffect(() => {
    latestShortcut.current = runShortcut;
  });
  useEffect(() => {
    if (!engine) return;
    // Capture phase: the video's keys win over the audio player's document listener (it skips prevented keys).
    const onKey = (event: KeyboardEvent) => {
      const stage = stageRef.current;
      const focus = document.activeElement;
      const ours = stage !== null && (stage.contains(focus) || focus === document.body || focus === null);
      if (!ours) return;
      const shortcut = videoShortcutFor(event, dir);
      if (!shortcut) return;
      event.preventDefault();
      latestShortcut.current(shortcut);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [engine, dir]);

  const loading =
    phase.kind === 'starting' || (ready !== undefined && !failure && (view.buffering || media.waiting));
  const state = failure
    ? 'error'
    : phase.kind === 'ready'
      ? media.paused
        ? 'paused'
        : 'playing'
      : phase.kind;
  return (
    <section
      ref={stageRef}
      className={classes.stage}
      aria-label={t`Video player: ${props.title}`}
      data-video-stage={state}
      data-height={view.height}
      data-item-id={props.itemId}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: subtitles come as Shaka text tracks once a title loads. */}
      <video
        ref={videoRef}
        className={classes.video}
        poster={props.posterUrl}
        playsInline
        preload="none"
        onClick={ready ? toggle : undefined}
        data-video=""
      />
      {(phase.kind === 'idle' || phase.kind === 'starting') && (
        <button
          type="button"
          className={classes.bigPlay}
          aria-label={t`Play ${props.title}`}
          disabled={phase.kind === 'starting'}
          onClick={() => void start()}
          data-video-start=""
        >
          <PlayIcon size={44} />
        </button>
      )}
      {loading && (
        <div className={classes.loading} role="status" aria-label={t`Loading`}>
          <Loader color="white" />
        </div>
      )}
      {phase.kind === 'refused' && (
        <VideoRefusal refusal={phase.refusal} title={props.title} onRetry={() => void start()} />
      )}
      {phase.kind === 'failed' && <VideoFailureState failure={phase.failure} onRetry={() => void start()} />}
      {failure && (
        <VideoFailureState
          failure={failure}
          onRetry={() => void start(videoRef.current?.currentTime || undefined)}
        />
      )}
      {ready && !failure && media.ended && ready.answer.next && <NextEpisodeCard next={ready.answer.next} />}
      {ready && !failure && videoRef.current && (
        <VideoControls
          video={videoRef.current}
          engine={ready.engine}
          view={view}
          media={media}
          locale={locale}
          fullscreen={fullscreen}
          onToggle={toggle}
          onFullscreen={toggleFullscreen}
          onPip={togglePip}
        />
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PauseIcon, PlayIcon, VolumeIcon } from '#components/player-icons.tsx';
import { PLAYBACK_SPEEDS } from '../track-menus.ts';
import type { MediaState } from '../use-media-state.ts';
import type { EngineView, VideoEngine } from '../video-engine.ts';
import { TrackMenu } from './track-menu.tsx';
import {
  AudioTrackIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  PipIcon,
  QualityIcon,
  SpeedIcon,
  SubtitlesIcon,
} from './video-icons.tsx';
import { VideoSeekBar } from './video-seek-bar.tsx';
import classes from './video-stage.module.css';

interface Props {
  video: HTMLVideoElement;
  engine: VideoEngine;
  view: EngineView;
  media: MediaState;
  locale: string;
  fullscreen: boolean;
  onToggle(): void;
  onFullscreen(): void;
  onPip(): void;
}

/** The control bar: play/pause, seek with a time tooltip, mute, the track menus, speed, PiP and fullscreen. */
export function VideoControls({
  video,
  engine,
  view,
  media,
  locale,
  fullscreen,
  onToggle,
  onFullscreen,
  onPip,
}: Props) {
  const { t } = useLingui();
  const speedName = (speed: number) =>
    speed === 1 ? t`Normal` : `${new Intl.NumberFormat(locale).format(speed)}×`;
  const speeds = PLAYBACK_SPEEDS.map((speed) => ({
    key: speed,
    label: speedName(speed),
    active: Math.abs(media.rate - speed) < 1e-3,
  }));
  const pipAvailable =
    typeof document !== 'undefined' && document.pictureInPictureEnabled && !video.disablePictureInPicture;
  return (
    <div className={classes.controls} data-video-controls="">
      <VideoSeekBar
        time={media.time}
        duration={media.duration}
        onSeek={(seconds) => {
          video.currentTime = seconds;
        }}
      />
      <div className={classes.row}>
        <button
          type="button"
          className={classes.icon}
          aria-label={media.paused ? t`Play` : t`Pause`}
          aria-keyshortcuts="K"
          data-video-toggle={media.paused ? 'play' : 'pause'}
          onClick={onToggle}
        >
          {media.paused ? <PlayIcon size={24} /> : <PauseIcon size={24} />}
        </button>
        <button
          type="button"
          className={classes.icon}
          aria-label={media.muted ? t`Unmute` : t`Mute`}
          aria-pressed={media.muted}
          aria-keyshortcuts="M"
          onClick={() => {
            video.muted = !video.muted;
          }}
        >
          <VolumeIcon size={22} muted={media.muted || media.volume === 0} />
        </button>
        <span className={classes.grow} />
        {view.quality.length > 2 && (
          <TrackMenu
            name="quality"
            label={t`Quality`}
            icon={<QualityIcon size={22} />}
            options={view.quality}
            nameOf={(option) => (option.key === 'auto' ? t`Auto` : option.label)}
            onSelect={(key) => engine.selectQuality(key)}
          />
        )}
        {view.audio.length > 1 && (
          <TrackMenu
            name="audio"
            label={t`Audio`}
            icon={<AudioTrackIcon size={22} />}
            options={view.audio}
            nameOf={(option) => option.label}
            onSelect={(key) => engine.selectAudio(key)}
          />
        )}
        {view.subtitles.length > 1 && (
          <TrackMenu
            name="subtitles"
            label={t`Subtitles`}
            icon={<SubtitlesIcon size={22} />}
            options={view.subtitles}
            nameOf={(option) => (option.key === 'off' ? t`Off` : option.label)}
            onSelect={(key) => engine.selectSubtitles(key)}
          />
        )}
        <TrackMenu
          name="speed"
          label={t`Speed`}
          icon={<SpeedIcon size={22} />}
          options={speeds}
          nameOf={(option) => option.label}
          onSelect={(speed) => {
            video.playbackRate = speed;
          }}
        />
        {pipAvailable && (
          <button
            type="button"
            className={classes.icon}
            aria-label={t`Picture in picture`}
            aria-pressed={media.pip}
            onClick={onPip}
          >
            <PipIcon size={22} />
          </button>
        )}
        <button
          type="button"
          className={classes.icon}
          aria-label={fullscreen ? t`Exit full screen` : t`Full screen`}
          aria-keyshortcuts="F"
          onClick={onFullscreen}
        >
          {fullscreen ? <ExitFullscreenIcon size={22} /> : <FullscreenIcon size={22} />}
        </button>
      </div>
    </div>
  );
}

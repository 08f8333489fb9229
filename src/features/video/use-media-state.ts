import { type RefObject, useEffect, useState } from 'react';

/** What the controls show of the <video>: time, length, paused, volume, speed, waiting, ended. */
export interface MediaState {
  time: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  volume: number;
  rate: number;
  waiting: boolean;
  ended: boolean;
  /** Whether the element is in picture-in-picture. */
  pip: boolean;
}

const INITIAL: MediaState = {
  time: 0,
  duration: 0,
  paused: true,
  muted: false,
  volume: 1,
  rate: 1,
  waiting: false,
  ended: false,
  pip: false,
};

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'ended',
  'volumechange',
  'ratechange',
  'enterpictureinpicture',
  'leavepictureinpicture',
];

export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>, active: boolean): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    let waiting = false;
    const read = (event?: Event) => {
      if (event?.type === 'waiting' || event?.type === 'seeking') waiting = true;
      if (event?.type === 'playing' || event?.type === 'seeked' || event?.type === 'pause') waiting = false;
      setState({
        time: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        paused: video.paused,
        muted: video.muted,
        volume: video.volume,
        rate: video.playbackRate,
        waiting,
        ended: video.ended,
        pip: typeof document !== 'undefined' && document.pictureInPictureElement === video,
      });
    };
    for (const name of EVENTS) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [videoRef, active]);
  return state;
}

type PlayingSource = () => boolean;
const sources = new Set<PlayingSource>();

/**
 * For players whose media is not a plain <audio>/<video> in the document (an audio pool, Web
 * Audio): register a function telling whether it plays now. Returns the unregister function.
 */
export function registerMediaPlayback(isPlaying: PlayingSource): () => void {
  sources.add(isPlaying);
  return () => sources.delete(isPlaying);
}

/** True while any media element of the page or any registered player is playing. */
export function isMediaPlaying(root: ParentNode = document): boolean {
  for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (!media.paused && !media.ended) return true;
  }
  for (const isPlaying of sources) if (isPlaying()) return true;
  return false;
}

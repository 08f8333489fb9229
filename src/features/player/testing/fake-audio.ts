/** A stand-in for HTMLAudioElement in unit tests: the browser's media events, driven by the test. */
export class FakeAudio extends EventTarget {
  id = '';
  dataset: Record<string, string> = {};
  src = '';
  preload = '';
  paused = true;
  ended = false;
  currentTime = 0;
  duration = Number.NaN;
  readyState = 0;
  error: { code: number } | null = null;
  volume = 1;
  muted = false;
  /** Set to make the next play() fail like a browser refusing autoplay. */
  refuse = false;

  play(): Promise<void> {
    if (this.refuse) return Promise.reject(new DOMException('No gesture', 'NotAllowedError'));
    this.paused = false;
    this.fire('play');
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  load(): void {}

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  /** Audio data arrived and sound comes out. */
  sounds(): void {
    this.readyState = 4;
    this.fire('playing');
  }

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}

export const fakeAudio = () => new FakeAudio() as unknown as HTMLAudioElement;

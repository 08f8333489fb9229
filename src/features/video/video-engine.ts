import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '#contract/tenant.ts';
import { CLEARKEY_KEY_SYSTEM, type VideoStreamingAnswer } from '#contract/video.ts';
import type { Shaka } from './shaka-loader.ts';
import {
  AUTO,
  audioOptions,
  type MenuOption,
  qualityOptions,
  subtitleOptions,
  textTrackFor,
  variantForHeight,
} from './track-menus.ts';

type ShakaPlayer = InstanceType<Shaka['Player']>;

export interface EngineOptions {
  shaka: Shaka;
  video: HTMLVideoElement;
  /** The element that goes fullscreen (Shaka shows its text cues over the video inside it). */
  container: HTMLElement;
  answer: VideoStreamingAnswer;
  tenant: string;
  /** The page's language: subtitles and audio in it are preferred. */
  locale: string;
  /** The access token for licence and key requests (awaited per request: it may be renewed first). */
  token(): Promise<string | undefined>;
  /** Where to start (resume), undefined for the beginning. */
  start: number | undefined;
}

export interface EngineView {
  buffering: boolean;
  quality: MenuOption<typeof AUTO | number>[];
  audio: MenuOption<string>[];
  subtitles: MenuOption<string>[];
  /** The height now shown (data-height on the stage, for journeys and the quality badge). */
  height: number | undefined;
  error: unknown;
}

const EMPTY: EngineView = {
  buffering: true,
  quality: [],
  audio: [],
  subtitles: [],
  height: undefined,
  error: undefined,
};

const TRACK_EVENTS = [
  'trackschanged',
  'variantchanged',
  'adaptation',
  'textchanged',
  'abrstatuschanged',
  'buffering',
  'loaded',
];

/**
 * One title's Shaka player: attach to the video element, ClearKey from the streaming answer (licence requests
 * carry the bearer token and the tenant, are tried once), the page's language preferred, load from the resume
 * position. Its view (tracks, buffering, errors) is an external store for the controls.
 */
export class VideoEngine {
  private view: EngineView = EMPTY;
  private readonly listeners = new Set<() => void>();
  private destroyed = false;

  private readonly player: ShakaPlayer;
  private readonly options: EngineOptions;

  private constructor(player: ShakaPlayer, options: EngineOptions) {
    this.player = player;
    this.options = options;
  }

  static async start(options: EngineOptions): Promise<VideoEngine> {
    const { shaka, video, container, answer, locale } = options;
    const player = new shaka.Player();
    const engine = new VideoEngine(player, options);
    await player.attach(video);
    player.setVideoContainer(container);
    player.configure({
      preferredText: [{ language: locale }],
      preferredAudio: [{ language: locale }, { language: 'en' }],
      drm: {
        servers: answer.drm ? { [CLEARKEY_KEY_SYSTEM]: absolute(answer.drm.licenceUrl) } : {},
        // A refused licence is final (and every request is logged): no silent second attempt.
        retryParameters: { maxAttempts: 1 },
      },
    });
    const { RequestType } = shaka.net.NetworkingEngine;
    player.getNetworkingEngine()?.registerRequestFilter(async (type, request) => {
      if (type !== RequestType.LICENSE && type !== RequestType.KEY) return;
      // A W3C ClearKey request is JSON; Shaka sends it without a type, and the API takes JSON bodies only.
      if (type === RequestType.LICENSE) request.headers['Content-Type'] = 'application/json';
      request.headers[TENANT_HEADER] = options.tenant;
      request.headers[CHANNEL_HEADER] = CHANNEL_WEB;
      const token = await options.token();
      if (token) request.headers.Authorization = `Bearer ${token}`;
    });
    for (const name of TRACK_EVENTS) player.addEventListener(name, () => engine.refresh());
    player.addEventListener('error', (event) =>
      engine.fail((event as unknown as { detail: unknown }).detail),
    );
    try {
      await player.load(absolute(answer.manifestUrl), options.start ?? null);
    } catch (error) {
      engine.fail(error);
      return engine;
    }
    engine.chooseInitialSubtitles();
    engine.refresh();
    return engine;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): EngineView => this.view;

  /** Auto turns adaptive bitrate back on; a height turns it off and switches now (clearing the buffer). */
  selectQuality(key: typeof AUTO | number): void {
    if (key === AUTO) {
      this.player.configure('abr.enabled', true);
    } else {
      const variant = variantForHeight(this.player.getVariantTracks(), key);
      if (!variant) return;
      this.player.configure('abr.enabled', false);
      const track = this.player.getVariantTracks().find((t) => t.id === variant.id);
      if (track) this.player.selectVariantTrack(track, true);
    }
    this.refresh();
  }

  selectAudio(language: string): void {
    const track = this.player.getAudioTracks().find((t) => t.language === language);
    if (track) this.player.selectAudioTrack(track);
    this.refresh();
  }

  /** A language shows its subtitles (selecting a text track shows it in Shaka 5); Off hides them. */
  selectSubtitles(key: string): void {
    this.player.selectTextTrack(textTrackFor(this.player.getTextTracks(), key));
    this.refresh();
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    this.listeners.clear();
    await this.player.destroy();
  }

  /**
   * Subtitles in the page's language show when the audio is in another language; otherwise none (Shaka may
   * otherwise pick one on its own).
   */
  private chooseInitialSubtitles(): void {
    const audio = this.player.getAudioTracks().find((t) => t.active)?.language;
    const page = this.player.getTextTracks().find((t) => t.language === this.options.locale);
    // Shaka's own start-up choice of the preferred track keeps it hidden: off first, so selecting shows it.
    this.player.selectTextTrack(null);
    if (page && audio !== this.options.locale) this.player.selectTextTrack(page);
  }

  private refresh(): void {
    if (this.destroyed) return;
    const variants = this.player.getVariantTracks();
    const abr = this.player.getConfiguration().abr.enabled;
    const locale = this.options.locale;
    this.view = {
      buffering: this.player.isBuffering(),
      quality: qualityOptions(variants, abr),
      audio: audioOptions(this.player.getAudioTracks(), locale),
      subtitles: subtitleOptions(this.player.getTextTracks(), locale),
      height: variants.find((v) => v.active)?.height ?? undefined,
      error: this.view.error,
    };
    this.emit();
  }

  private fail(error: unknown): void {
    if (this.destroyed) return;
    this.view = { ...this.view, buffering: false, error };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The answer's URLs may be relative to the API's origin, which is this page's. */
const absolute = (url: string): string => new URL(url, globalThis.location?.href).href;

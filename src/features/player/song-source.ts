import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';
import { CONTENT_TYPES, type ContentType } from '#contract/history.ts';
import type { LocaleCode } from '#contract/locales.ts';
import {
  type PLAY_PROTOCOLS,
  type PurchaseOption,
  playerEndpoints,
  type SongAnswer,
} from '#contract/player.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import type { PlayerItem } from './player.port.ts';
import type { ResolvedTrack } from './player-state.ts';

/** What the player plays for an item: a URL (full or preview), its ticket, and what would unlock it. */
export interface SongSource {
  url: string | undefined;
  isPreview: boolean;
  purchase: PurchaseOption[];
  /** Commerce §7 upgradeTo / downgradeTo of the answer: moves within the user's plan group that unlock it. */
  moves?: { upgradeTo: PurchaseOption[]; downgradeTo: PurchaseOption[] };
  ticket: string | undefined;
  /** Played from a download: reports say offline: true. */
  offline: boolean;
  contentType: ContentType | undefined;
  durationSec: number;
  /** When the signed URL stops working (epoch ms); undefined for a download (it never expires). */
  expiresAt?: number | undefined;
  /** Why nothing plays although the user holds a plan: its credits of this period are spent (402). */
  refusal?: 'no-credits';
}

/** No source: nothing to play, nothing to buy (what the server refused with a 4xx). */
export const NOTHING: SongSource = {
  url: undefined,
  isPreview: false,
  purchase: [],
  ticket: undefined,
  offline: false,
  contentType: undefined,
  durationSec: 0,
};

/** The machine's view of a source (player-state.ts): what plays, and what would unlock it. */
export const toTrack = (source: SongSource): ResolvedTrack => ({
  ...(source.url ? { url: source.url } : {}),
  isPreview: source.isPreview,
  purchase: source.purchase,
  ...(source.moves ? { moves: source.moves } : {}),
  ...(source.ticket ? { ticketId: source.ticket } : {}),
  ...(source.refusal ? { refusal: source.refusal } : {}),
});

/**
 * POST /song's 402 NO_CREDITS_LEFT (a credit plan's credits of this period are spent) as a source with no URL:
 * the player offers what would unlock the item and says why.
 */
function noCreditsLeft(item: PlayerItem, error: unknown): SongSource | undefined {
  if (!isApiError(error) || error.status !== 402 || error.problem?.code !== COMMERCE_ERRORS.noCredits)
    return undefined;
  const data = error.problem?.data as
    | { purchase?: PurchaseOption[]; upgradeTo?: PurchaseOption[]; downgradeTo?: PurchaseOption[] }
    | undefined;
  const list = (options: PurchaseOption[] | undefined) => (Array.isArray(options) ? options : []);
  return {
    url: undefined,
    isPreview: false,
    purchase: list(data?.purchase),
    moves: { upgradeTo: list(data?.upgradeTo), downgradeTo: list(data?.downgradeTo) },
    ticket: undefined,
    offline: false,
    contentType: contentTypeOf(item),
    durationSec: item.durationSec ?? 0,
    refusal: 'no-credits',
  };
}

/** Whether the source's signed URL is expired, or close enough to it that a new one should be asked for. */
export const urlExpired = (source: SongSource, now: number = Date.now()): boolean =>
  source.expiresAt !== undefined && source.expiresAt - EXPIRY_MARGIN_MS <= now;

export interface SongSourceDeps {
  api: ApiClient;
  tenant: string;
  lang: () => LocaleCode;
  /** The signed-in user, whose downloads may play; undefined for a visitor. */
  userId: () => string | undefined;
  /** The local copy of a downloaded item (provided through player-services.ts), when it has one. */
  findDownload?: (
    tenant: string,
    userId: string,
    itemId: number,
  ) => Promise<{ url: string; ticket: string } | undefined>;
  /** A download starts playing (not a read-ahead): the downloads page keeps the ones never played. */
  downloadPlayed?: (tenant: string, userId: string, itemId: number) => void;
  protocol?: string;
}

/** A signed URL is used only while it has this much life left. */
const EXPIRY_MARGIN_MS = 30_000;
/** A prefetched answer without an expiry is kept this long. */
const PREFETCH_KEEP_MS = 10 * 60_000;

const contentTypeOf = (item: PlayerItem): ContentType | undefined =>
  CONTENT_TYPES.find((type) => type === item.contentType);

const protocolOf = (pageProtocol: string | undefined): (typeof PLAY_PROTOCOLS)[number] =>
  pageProtocol === 'http:' ? 'http' : 'https';

/**
 * Resolves items to sources: a complete, valid download first (no POST /song), else POST /song.
 * Answers fetched ahead for the next item are kept once, until their URL is about to expire.
 */
export class SongSources {
  private readonly ahead = new Map<number, { source: Promise<SongSource>; expires: number }>();

  private readonly deps: SongSourceDeps;

  constructor(deps: SongSourceDeps) {
    this.deps = deps;
  }

  /** The source to play now (a prefetched one is used once: its ticket belongs to one listening). */
  resolve(item: PlayerItem, signal?: AbortSignal): Promise<SongSource> {
    const early = this.ahead.get(item.id);
    this.ahead.delete(item.id);
    const source = early && early.expires > Date.now() ? early.source : this.fetch(item, signal);
    void source.then(
      (answer) => answer.offline && this.played(item),
      () => undefined,
    );
    return source;
  }

  private played(item: PlayerItem): void {
    const userId = this.deps.userId();
    if (userId) this.deps.downloadPlayed?.(this.deps.tenant, userId, item.id);
  }

  /**
   * Fetches the next item's source ahead, so it can buffer while the current one plays. It is kept
   * until its URL is about to expire (a read-ahead that outlived the current track would be wasted).
   */
  prefetch(item: PlayerItem): Promise<SongSource> {
    const known = this.ahead.get(item.id);
    if (known && known.expires > Date.now()) return known.source;
    const source = this.fetch(item);
    // Until the answer names its expiry: as long as a grant lasts at least (the server's is 15 minutes).
    const entry = { source, expires: Date.now() + PREFETCH_KEEP_MS };
    this.ahead.set(item.id, entry);
    source.then(
      (answer) => {
        if (answer.offline) entry.expires = Number.POSITIVE_INFINITY;
        // A refusal is asked again next time: the user may have bought credits or a plan meanwhile.
        if (answer.refusal) this.ahead.delete(item.id);
      },
      () => this.ahead.delete(item.id),
    );
    return source;
  }

  clear(): void {
    this.ahead.clear();
  }

  private async fetch(item: PlayerItem, signal?: AbortSignal): Promise<SongSource> {
    const local = await this.localCopy(item);
    if (local) return local;
    let answer: SongAnswer;
    try {
      answer = await this.deps.api.call(playerEndpoints.song, {
        body: { id: item.id, protocol: protocolOf(this.deps.protocol ?? globalThis.location?.protocol) },
        query: { lang: this.deps.lang() },
        signal,
      });
    } catch (error) {
      const refused = noCreditsLeft(item, error);
      if (refused) return refused;
      throw error;
    }
    const expiresAt = answer.expiresAt ? Date.parse(answer.expiresAt) : Number.NaN;
    const entry = this.ahead.get(item.id);
    if (entry && Number.isFinite(expiresAt)) entry.expires = expiresAt - EXPIRY_MARGIN_MS;
    return {
      url: answer.url ?? undefined,
      isPreview: answer.isPreview,
      purchase: answer.purchase,
      moves: { upgradeTo: answer.upgradeTo, downgradeTo: answer.downgradeTo },
      ticket: answer.ticket ?? undefined,
      offline: false,
      contentType: answer.contentType,
      durationSec: answer.durationSec,
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : undefined,
    };
  }

  private async localCopy(item: PlayerItem): Promise<SongSource | undefined> {
    const { findDownload, tenant } = this.deps;
    const userId = this.deps.userId();
    if (!userId || !findDownload) return undefined;
    try {
      const local = await findDownload(tenant, userId, item.id);
      if (!local) return undefined;
      return {
        url: local.url,
        isPreview: false,
        purchase: [],
        ticket: local.ticket,
        offline: true,
        contentType: contentTypeOf(item),
        durationSec: item.durationSec ?? 0,
      };
    } catch {
      // Without IndexedDB (private mode, blocked storage) the item streams as usual.
      return undefined;
    }
  }
}

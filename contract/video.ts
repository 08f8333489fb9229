import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { ContentTypeSchema } from './history.ts';
import { PurchaseOptionSchema } from './player.ts';
import { StructureQuerySchema } from './structure.ts';
import { int32Id, safeText } from './text.ts';

/**
 * Commerce §7 video playback: POST /video/streaming {id, protocol, drm, externalProviderCode} decides whether the
 * caller may watch a title (subscription, wallet, credit, free, as /song does) and answers where its adaptive
 * stream is (DASH and HLS, one package per title) and, for a protected title, where its ClearKey licence comes
 * from. The licence server answers W3C ClearKey requests only for an entitled user of the same tenant, bound to
 * a short-lived licence grant; every request is logged. Media files travel under signed, tenant-bound grants,
 * as audio does. A downloaded video (clear titles only: no browser here keeps a ClearKey licence) is a set of
 * files played from the offline store.
 */

/** How the portal streams video: DASH first (Shaka), HLS where only HLS plays. */
export const VIDEO_PROTOCOLS = ['dash', 'hls'] as const;
export type VideoProtocol = (typeof VIDEO_PROTOCOLS)[number];

/** What the device can decrypt: ClearKey (EME), or nothing (a protected title then answers 422). */
export const VIDEO_DRMS = ['CLEARKEY', 'NONE'] as const;
export type VideoDrm = (typeof VIDEO_DRMS)[number];

/** The W3C key system the licence server speaks. */
export const CLEARKEY_KEY_SYSTEM = 'org.w3.clearkey';

/** Problem codes of the video calls the portal acts on (each a 4xx problem; no key ever in a refusal's body). */
export const VIDEO_ERRORS = {
  /** 403, `data` as NotEntitledData: what would make the title playable. */
  notEntitled: 'NOT_ENTITLED',
  /** 402: a credit plan covers the title but no credit is left. */
  noCreditsLeft: 'NO_CREDITS_LEFT',
  /** 422: a protected title asked for without DRM: the portal shows the device-not-supported dialog. */
  drmNotSupported: 'DRM_NOT_SUPPORTED',
  /** 403, `data.plans`: the title comes from an external provider the caller has not validated. */
  externalNotValidated: 'EXTERNAL_PROVIDER_NOT_VALIDATED',
  /** 404: no such provider code. */
  externalUnknown: 'EXTERNAL_PROVIDER_UNKNOWN',
  /** 404: no such title, or not a video. */
  notFound: 'VIDEO_NOT_FOUND',
  /** Licence refusals (403). */
  licenceGrantInvalid: 'LICENCE_GRANT_INVALID',
  licenceGrantExpired: 'LICENCE_GRANT_EXPIRED',
  licenceOtherTenant: 'LICENCE_OTHER_TENANT',
  licenceOtherUser: 'LICENCE_OTHER_USER',
  licenceUnknownKey: 'LICENCE_UNKNOWN_KEY',
  /** 403: protected titles cannot be kept offline in a browser without persistent ClearKey licences. */
  offlineDrmUnsupported: 'OFFLINE_DRM_UNSUPPORTED',
  /** 503 with Retry-After: the title's package is still being made (or its run failed); ask again later. */
  packaging: 'VIDEO_PACKAGING',
} as const;

export const VideoStreamingRequestSchema = v.strictObject({
  id: int32Id('must be an item id'),
  protocol: v.optional(v.picklist(VIDEO_PROTOCOLS, 'must be dash or hls'), 'dash'),
  drm: v.optional(v.picklist(VIDEO_DRMS, 'must be CLEARKEY or NONE'), 'CLEARKEY'),
  /** An external source's provider code (commerce §7), for titles on /video/{ex}/…. */
  externalProviderCode: v.optional(
    v.nullable(
      v.pipe(v.string(), safeText(), v.regex(/^[A-Z0-9_]{2,40}$/, 'must be a provider code (A–Z, 0–9, _)')),
    ),
  ),
});
export type VideoStreamingRequest = v.InferInput<typeof VideoStreamingRequestSchema>;

export const VideoDrmSchema = v.object({
  keySystem: v.literal(CLEARKEY_KEY_SYSTEM),
  /** POST here a W3C ClearKey request ({kids, type}) with the bearer token: answers {keys, type}. */
  licenceUrl: v.string(),
  /** HLS: GET here the raw 16-byte key (same checks as the licence). */
  hlsKeyUrl: v.string(),
});
export type VideoDrmInfo = v.InferOutput<typeof VideoDrmSchema>;

export const NextEpisodeSchema = v.object({ id: v.number(), title: v.string(), clickUrl: v.string() });

export const VideoStreamingAnswerSchema = v.object({
  /** DASH manifest (MPD) under a signed grant: relative media URLs inside it carry the grant. */
  manifestUrl: v.string(),
  /** HLS master playlist of the same package. */
  hlsUrl: v.string(),
  /** null for a clear title. */
  drm: v.nullable(VideoDrmSchema),
  /** The viewing's ticket for POST /content/streaming/report. */
  ticket: v.string(),
  /** When the signed URLs stop working (ISO 8601). */
  expiresAt: v.string(),
  /** The media's real length (the demo files are seconds long, whatever the catalogue says). */
  durationSec: v.number(),
  contentType: ContentTypeSchema,
  /** The next episode of the series, if any. */
  next: v.nullable(NextEpisodeSchema),
  isWalletItem: v.optional(v.boolean()),
  /** Free titles may be kept for offline viewing; protected ones cannot in this browser. */
  downloadable: v.boolean(),
});
export type VideoStreamingAnswer = v.InferOutput<typeof VideoStreamingAnswerSchema>;

/** `data` of 403 NOT_ENTITLED. */
export const VideoNotEntitledDataSchema = v.object({
  purchase: v.array(PurchaseOptionSchema),
  upgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
  downgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
});

/** `data` of 403 EXTERNAL_PROVIDER_NOT_VALIDATED: the plans that carry the provider's code. */
export const ExternalNotValidatedDataSchema = v.object({
  plans: v.array(v.object({ id: v.number(), name: v.string() })),
});

/** base64url without padding, as W3C ClearKey writes key ids. */
const B64Url = v.pipe(
  v.string(),
  safeText(),
  v.regex(/^[A-Za-z0-9_-]{22}$/, 'must be a base64url key id of 16 bytes'),
);

/** W3C ClearKey licence request (Encrypted Media Extensions §9.1.3). */
export const ClearKeyRequestSchema = v.strictObject({
  kids: v.pipe(
    v.array(B64Url),
    v.minLength(1, 'must name a key id'),
    v.maxLength(8, 'must name at most 8 key ids'),
  ),
  type: v.optional(
    v.picklist(['temporary', 'persistent-license'], 'must be temporary or persistent-license'),
  ),
});

export const ClearKeyAnswerSchema = v.object({
  keys: v.array(v.object({ kty: v.literal('oct'), kid: v.string(), k: v.string() })),
  type: v.literal('temporary'),
});

export const LicenceParamsSchema = v.strictObject({
  grant: v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z0-9_.-]{16,600}$/, 'must be a licence grant')),
});

/** GET /video/key/{grant}: the raw 16-byte AES key (application/octet-stream), for HLS (EXT-X-KEY). */
export const HlsKeySchema = v.instance(Uint8Array);

export const VideoDownloadRequestSchema = v.strictObject({
  articleId: int32Id('must be an item id'),
  deviceId: int32Id('must be a device id'),
});

export const VideoDownloadAnswerSchema = v.object({
  /** The files to store, the manifest among them (one rendition, both audio languages, every subtitle). */
  files: v.array(
    v.object({ name: v.string(), url: v.string(), sizeBytes: v.number(), mimeType: v.string() }),
  ),
  /** The name, among files, of the manifest to play offline. */
  manifest: v.string(),
  validUntil: v.string(),
  ticket: v.string(),
  durationSec: v.number(),
  contentType: ContentTypeSchema,
});
export type VideoDownloadAnswer = v.InferOutput<typeof VideoDownloadAnswerSchema>;

const LangQuerySchema = v.strictObject({ lang: StructureQuerySchema.entries.lang });

export const videoEndpoints = defineEndpoints({
  streaming: {
    method: 'POST',
    path: '/video/streaming',
    query: LangQuerySchema,
    body: VideoStreamingRequestSchema,
    response: VideoStreamingAnswerSchema,
  },
  licence: {
    method: 'POST',
    path: '/video/licence/:grant',
    params: LicenceParamsSchema,
    body: ClearKeyRequestSchema,
    response: ClearKeyAnswerSchema,
  },
  /** Same checks, order and log as the licence; answers the key's 16 bytes, not JSON. */
  hlsKey: {
    method: 'GET',
    path: '/video/key/:grant',
    params: LicenceParamsSchema,
    response: HlsKeySchema,
  },
  download: {
    method: 'POST',
    path: '/video/download',
    query: LangQuerySchema,
    body: VideoDownloadRequestSchema,
    response: VideoDownloadAnswerSchema,
  },
});

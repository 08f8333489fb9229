import { VIDEO_ERRORS } from '#contract/video.ts';

/**
 * What the viewer is told when the video cannot play, from a Shaka error (its numeric code and data) or the
 * streaming call's refusal. Shaka codes: 6007 LICENSE_REQUEST_FAILED (data[0]: the HTTP error), 6001
 * REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE, 6012 NO_LICENSE_SERVER_GIVEN, 4032 CONTENT_UNSUPPORTED_BY_BROWSER,
 * 1001 BAD_HTTP_STATUS (data[1]: the status), 1002 HTTP_ERROR, 1003 TIMEOUT.
 */
export type VideoFailure =
  /** The licence server refused the key (signed out, another account or tenant, an expired grant). */
  | 'no-licence'
  /** The user may not watch this title: the purchase options are offered. */
  | 'not-entitled'
  /** This browser cannot decrypt or decode the stream: the device-not-supported dialog. */
  | 'device-not-supported'
  /** The network failed: a retry may help. */
  | 'network'
  | 'unknown';

export const SHAKA_CODES = {
  badHttpStatus: 1001,
  httpError: 1002,
  timeout: 1003,
  contentUnsupported: 4032,
  keySystemUnavailable: 6001,
  licenceRequestFailed: 6007,
  noLicenceServer: 6012,
} as const;

/** The shape of shaka.util.Error the mapping reads (so it is testable without Shaka). */
export interface ShakaErrorLike {
  code: number;
  data?: readonly unknown[];
}

const isShakaError = (value: unknown): value is ShakaErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** The problem code of an HTTP error body (responseText of a 1001), if it is a problem document. */
function problemCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'string' || body.length === 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function licenceFailure(inner: unknown): VideoFailure {
  if (!isShakaError(inner)) return 'no-licence';
  if (inner.code === SHAKA_CODES.httpError || inner.code === SHAKA_CODES.timeout) return 'network';
  if (inner.code !== SHAKA_CODES.badHttpStatus) return 'no-licence';
  const status = inner.data?.[1];
  if (typeof status === 'number' && status >= 500) return 'network';
  if (status === 403 && problemCodeOf(inner.data?.[2]) === VIDEO_ERRORS.notEntitled) return 'not-entitled';
  return 'no-licence';
}

/** Maps a Shaka error to what the viewer sees. */
export function videoFailureOf(error: unknown): VideoFailure {
  if (!isShakaError(error)) return 'unknown';
  switch (error.code) {
    case SHAKA_CODES.licenceRequestFailed:
      return licenceFailure(error.data?.[0]);
    case SHAKA_CODES.keySystemUnavailable:
    case SHAKA_CODES.noLicenceServer:
    case SHAKA_CODES.contentUnsupported:
      return 'device-not-supported';
    case SHAKA_CODES.badHttpStatus:
    case SHAKA_CODES.httpError:
    case SHAKA_CODES.timeout:
      return 'network';
    default:
      return 'unknown';
  }
}

/** Whether a retry button makes sense for the failure. */
export const isRetryable = (failure: VideoFailure): boolean => failure === 'network' || failure === 'unknown';

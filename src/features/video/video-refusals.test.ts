import { describe, expect, it } from 'vitest';
import { videoEndpoints } from '#contract/video.ts';
import { ApiError } from '#lib/api-error.ts';
import { streamingRefusalOf } from './video.queries.ts';

const refusal = (status: number, code?: string, data?: unknown) =>
  new ApiError({
    kind: 'http',
    status,
    endpoint: videoEndpoints.streaming,
    problem: code ? { type: 'about:blank', title: code, status, code, data } : undefined,
  });

const option = { type: 'SUBSCRIPTION', title: 'All Access', purchaseIdentifier: '7' };

describe('streaming refusals', () => {
  it('403 NOT_ENTITLED carries the purchase options to offer', () => {
    const result = streamingRefusalOf(refusal(403, 'NOT_ENTITLED', { purchase: [option] }));
    expect(result).toEqual({ kind: 'not-entitled', purchase: [option], upgradeTo: [], downgradeTo: [] });
  });

  it('402 NO_CREDITS_LEFT is a no-credits offer', () => {
    expect(streamingRefusalOf(refusal(402, 'NO_CREDITS_LEFT', { purchase: [] })).kind).toBe('no-credits');
  });

  it('422 DRM_NOT_SUPPORTED opens the device-not-supported dialog; a visitor logs in', () => {
    expect(streamingRefusalOf(refusal(422, 'DRM_NOT_SUPPORTED')).kind).toBe('device-not-supported');
    expect(streamingRefusalOf(refusal(401, 'UNAUTHORIZED')).kind).toBe('login');
  });

  it('an external provider not validated names its plans', () => {
    const plans = [{ id: 3, name: 'StreamBox' }];
    expect(streamingRefusalOf(refusal(403, 'EXTERNAL_PROVIDER_NOT_VALIDATED', { plans }))).toEqual({
      kind: 'external-not-validated',
      plans,
    });
  });

  it('no network and anything else', () => {
    const offline = new ApiError({ kind: 'network', status: 0, endpoint: videoEndpoints.streaming });
    expect(streamingRefusalOf(offline).kind).toBe('network');
    expect(streamingRefusalOf(refusal(404, 'VIDEO_NOT_FOUND')).kind).toBe('not-found');
    expect(streamingRefusalOf(refusal(500))).toEqual({ kind: 'failed', status: 500 });
  });
});

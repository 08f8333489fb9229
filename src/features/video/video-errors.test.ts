import { describe, expect, it } from 'vitest';
import { isRetryable, videoFailureOf } from './video-errors.ts';

const httpStatus = (status: number, body = '') => ({ code: 1001, data: ['https://x/licence', status, body] });

describe('video errors', () => {
  it('a refused licence (6007 with 401) is "no licence"', () => {
    expect(videoFailureOf({ code: 6007, data: [httpStatus(401)] })).toBe('no-licence');
  });

  it('a 403 NOT_ENTITLED licence answer is "not entitled"; other 403 refusals are "no licence"', () => {
    const problem = (code: string) => JSON.stringify({ status: 403, code });
    expect(videoFailureOf({ code: 6007, data: [httpStatus(403, problem('NOT_ENTITLED'))] })).toBe(
      'not-entitled',
    );
    expect(videoFailureOf({ code: 6007, data: [httpStatus(403, problem('LICENCE_OTHER_TENANT'))] })).toBe(
      'no-licence',
    );
    expect(videoFailureOf({ code: 6007, data: [httpStatus(403, 'not json')] })).toBe('no-licence');
  });

  it('a licence server that is down or unreachable is a network error', () => {
    expect(videoFailureOf({ code: 6007, data: [httpStatus(503)] })).toBe('network');
    expect(videoFailureOf({ code: 6007, data: [{ code: 1002, data: [] }] })).toBe('network');
  });

  it('6001, 6012 and 4032 open the device-not-supported dialog', () => {
    for (const code of [6001, 6012, 4032]) expect(videoFailureOf({ code })).toBe('device-not-supported');
  });

  it('1001, 1002 and 1003 are network errors with a retry', () => {
    for (const code of [1001, 1002, 1003]) {
      expect(videoFailureOf({ code, data: [] })).toBe('network');
    }
    expect(isRetryable('network')).toBe(true);
    expect(isRetryable('not-entitled')).toBe(false);
    expect(isRetryable('device-not-supported')).toBe(false);
  });

  it('anything else is unknown', () => {
    expect(videoFailureOf({ code: 3016 })).toBe('unknown');
    expect(videoFailureOf(new Error('boom'))).toBe('unknown');
    expect(videoFailureOf(undefined)).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { resultCount } from '#contract/player.ts';
import { parseResultCount } from './result-count.ts';

describe('wallet x-result-count "start-end/total" (commerce §9)', () => {
  it('reads the range and the total', () => {
    expect(parseResultCount('0-49/120')).toEqual({ start: 0, end: 49, total: 120 });
    expect(parseResultCount('100-119/120')).toEqual({ start: 100, end: 119, total: 120 });
  });

  it('reads what the server writes, the empty wallet included', () => {
    expect(parseResultCount(resultCount(50, 50, 120))).toEqual({ start: 50, end: 99, total: 120 });
    expect(parseResultCount(resultCount(0, 0, 0))).toEqual({ start: 0, end: 0, total: 0 });
  });

  it('a missing or malformed header is unknown, not zero', () => {
    expect(parseResultCount(null)).toBeUndefined();
    expect(parseResultCount('')).toBeUndefined();
    expect(parseResultCount('0-49')).toBeUndefined();
    expect(parseResultCount('a-b/c')).toBeUndefined();
    expect(parseResultCount('9-3/10')).toBeUndefined();
  });
});

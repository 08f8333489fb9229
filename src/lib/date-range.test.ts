import { describe, expect, it } from 'vitest';
import { dateRangeStatus } from './date-range.ts';

const start = '2026-03-01T00:00:00Z';
const end = '2026-03-31T23:59:59Z';

describe('date range status (commerce §9)', () => {
  it('present when now lies between start and end', () => {
    expect(dateRangeStatus(start, end, '2026-03-15T12:00:00Z')).toBe('present');
  });

  it('bounds are inclusive: exactly start or exactly end is present', () => {
    expect(dateRangeStatus(start, end, start)).toBe('present');
    expect(dateRangeStatus(start, end, end)).toBe('present');
  });

  it('future before the start', () => {
    expect(dateRangeStatus(start, end, '2026-02-28T23:59:59Z')).toBe('future');
  });

  it('past after the end', () => {
    expect(dateRangeStatus(start, end, '2026-04-01T00:00:00Z')).toBe('past');
  });

  it('unknown when a date is missing', () => {
    expect(dateRangeStatus(undefined, end, start)).toBe('unknown');
    expect(dateRangeStatus(start, null, start)).toBe('unknown');
    expect(dateRangeStatus('', end, start)).toBe('unknown');
  });

  it('unknown when a date is invalid', () => {
    expect(dateRangeStatus('not a date', end, start)).toBe('unknown');
    expect(dateRangeStatus(start, new Date(Number.NaN), start)).toBe('unknown');
    expect(dateRangeStatus(start, end, 'soon')).toBe('unknown');
  });

  it('unknown when the start is after the end', () => {
    expect(dateRangeStatus(end, start, start)).toBe('unknown');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(dateRangeStatus(new Date(start), Date.parse(end), new Date('2026-03-10'))).toBe('present');
  });

  it('now defaults to the current time', () => {
    expect(dateRangeStatus(Date.now() - 60_000, Date.now() + 60_000)).toBe('present');
    expect(dateRangeStatus(0, 1)).toBe('past');
  });
});

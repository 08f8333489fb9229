import { describe, expect, it } from 'vitest';
import { chunkSlices, chunksComplete, planRange, rangeHeaders } from './media-range.ts';

const SIZE = 1000;

describe('Range over a downloaded file (RFC 9110 §14)', () => {
  it('no Range header: the whole file with 200', () => {
    expect(planRange(null, SIZE)).toEqual({ status: 200, start: 0, end: 999 });
  });

  it('a closed range answers exactly those bytes with 206', () => {
    expect(planRange('bytes=0-99', SIZE)).toEqual({ status: 206, start: 0, end: 99 });
    expect(planRange('bytes=500-500', SIZE)).toEqual({ status: 206, start: 500, end: 500 });
    expect(planRange('BYTES = 10 - 19', SIZE)).toEqual({ status: 206, start: 10, end: 19 });
  });

  it('a range past the end is cut at the last byte', () => {
    expect(planRange('bytes=900-5000', SIZE)).toEqual({ status: 206, start: 900, end: 999 });
  });

  it('an open-ended range runs to the end of the file', () => {
    expect(planRange('bytes=0-', SIZE)).toEqual({ status: 206, start: 0, end: 999 });
    expect(planRange('bytes=400-', SIZE)).toEqual({ status: 206, start: 400, end: 999 });
    expect(planRange('bytes=999-', SIZE)).toEqual({ status: 206, start: 999, end: 999 });
  });

  it('a suffix range is the last N bytes, all of them when N exceeds the size', () => {
    expect(planRange('bytes=-100', SIZE)).toEqual({ status: 206, start: 900, end: 999 });
    expect(planRange('bytes=-1', SIZE)).toEqual({ status: 206, start: 999, end: 999 });
    expect(planRange('bytes=-5000', SIZE)).toEqual({ status: 206, start: 0, end: 999 });
  });

  it('a range starting at or after the end, or an empty suffix, is unsatisfiable (416)', () => {
    expect(planRange('bytes=1000-', SIZE)).toEqual({ status: 416 });
    expect(planRange('bytes=1000-1200', SIZE)).toEqual({ status: 416 });
    expect(planRange('bytes=-0', SIZE)).toEqual({ status: 416 });
    expect(planRange('bytes=0-', 0)).toEqual({ status: 416 });
    expect(planRange('bytes=-10', 0)).toEqual({ status: 416 });
  });

  it('a malformed, reversed or multi-range header is ignored: the whole file with 200', () => {
    for (const header of ['bytes=abc', 'items=0-1', 'bytes=-', 'bytes=50-10', 'bytes=0-1,5-9', '']) {
      expect(planRange(header, SIZE)).toEqual({ status: 200, start: 0, end: 999 });
    }
  });

  it('headers: 206 names the range and its length, 416 the size only, 200 the whole length', () => {
    const partial = rangeHeaders({ status: 206, start: 100, end: 199 }, SIZE, 'audio/mp4');
    expect(partial.get('content-range')).toBe('bytes 100-199/1000');
    expect(partial.get('content-length')).toBe('100');
    expect(partial.get('accept-ranges')).toBe('bytes');
    expect(partial.get('content-type')).toBe('audio/mp4');
    const refused = rangeHeaders({ status: 416 }, SIZE, 'audio/mp4');
    expect(refused.get('content-range')).toBe('bytes */1000');
    const whole = rangeHeaders({ status: 200, start: 0, end: 999 }, SIZE, 'audio/mp4');
    expect(whole.get('content-length')).toBe('1000');
    expect(whole.get('content-range')).toBeNull();
    expect(whole.get('accept-ranges')).toBe('bytes');
  });
});

describe('which chunks hold a range', () => {
  // 1000 bytes in chunks of 256: 0-255, 256-511, 512-767, 768-999.
  const chunks = [0, 1, 2, 3].map((index) => ({
    index,
    start: index * 256,
    size: index === 3 ? 232 : 256,
  }));

  it('a range inside one chunk reads only that chunk', () => {
    expect(chunkSlices(chunks, 300, 399)).toEqual([{ index: 1, from: 44, to: 144 }]);
  });

  it('a range across chunk borders reads the tail, the middle chunks whole, and the head', () => {
    expect(chunkSlices(chunks, 200, 800)).toEqual([
      { index: 0, from: 200, to: 256 },
      { index: 1, from: 0, to: 256 },
      { index: 2, from: 0, to: 256 },
      { index: 3, from: 0, to: 33 },
    ]);
  });

  it('exact chunk borders read no empty slices', () => {
    expect(chunkSlices(chunks, 256, 511)).toEqual([{ index: 1, from: 0, to: 256 }]);
    expect(chunkSlices(chunks, 999, 999)).toEqual([{ index: 3, from: 231, to: 232 }]);
  });

  it('the whole file reads every chunk whole, in order, whatever order they come in', () => {
    expect(chunkSlices([...chunks].reverse(), 0, 999).map((s) => [s.index, s.to - s.from])).toEqual([
      [0, 256],
      [1, 256],
      [2, 256],
      [3, 232],
    ]);
  });

  it('a file is complete only when its chunks cover every byte without gaps', () => {
    expect(chunksComplete(chunks, SIZE)).toBe(true);
    expect(chunksComplete(chunks.slice(0, 3), SIZE)).toBe(false);
    expect(
      chunksComplete(
        [chunks[0], chunks[2], chunks[3]].filter((c) => c !== undefined),
        SIZE,
      ),
    ).toBe(false);
  });
});

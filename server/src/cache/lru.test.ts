import { describe, expect, it } from 'vitest';
import { LruCache } from './lru.ts';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its entry count', () => {
    const lru = new LruCache<string>({ maxEntries: 2, maxBytes: 1000 });
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 1);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual(['A', 'C', 2]);
  });

  it('stays within its byte budget, and never keeps one entry larger than all of it', () => {
    const lru = new LruCache<string>({ maxEntries: 10, maxBytes: 100 });
    lru.set('a', 'A', 60);
    lru.set('b', 'B', 60);
    expect([lru.get('a'), lru.get('b'), lru.bytes]).toEqual([undefined, 'B', 60]);
    lru.set('huge', 'H', 101);
    expect([lru.get('huge'), lru.get('b'), lru.bytes]).toEqual([undefined, 'B', 60]);
    lru.set('b', 'B2', 10);
    expect([lru.get('b'), lru.bytes]).toEqual(['B2', 10]);
  });
});

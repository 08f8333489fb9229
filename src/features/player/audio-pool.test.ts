import { describe, expect, it } from 'vitest';
import { AUDIO_POOL_SIZE, AudioPool, newPlayerId } from './audio-pool.ts';
import { fakeAudio } from './testing/fake-audio.ts';

const pool = () => new AudioPool(fakeAudio, 'player123456');

describe('audio pool (commerce §9: pool of 10, player id)', () => {
  it('the player id is "player" and 6 random digits', () => {
    expect(newPlayerId(() => 0)).toBe('player000000');
    expect(newPlayerId(() => 0.4242429)).toBe('player424242');
    expect(newPlayerId(() => 0.9999999)).toMatch(/^player\d{6}$/);
    expect(newPlayerId()).toMatch(/^player\d{6}$/);
  });

  it('elements carry the player id', () => {
    const p = pool();
    const element = p.take('/a');
    expect(element.id).toBe('player123456-1');
    expect(element.dataset.playerId).toBe('player123456');
  });

  it('a preloaded source is played from the element that buffered it', () => {
    const p = pool();
    const current = p.take('/a');
    p.preload('/b', current);
    const next = p.take('/b', current);
    expect(next).not.toBe(current);
    expect(next.src).toBe('/b');
    expect(next.preload).toBe('auto');
    expect(p.elements).toHaveLength(2);
  });

  it('never holds more than 10 elements; the least recently used is reused, never the current one', () => {
    const p = pool();
    const first = p.take('/0');
    for (let i = 1; i < AUDIO_POOL_SIZE; i++) p.preload(`/${i}`, first);
    expect(p.elements).toHaveLength(AUDIO_POOL_SIZE);
    // /0 is current (kept); /1 is the oldest of the others.
    const reused = p.take('/new', first);
    expect(p.elements).toHaveLength(AUDIO_POOL_SIZE);
    expect(reused.src).toBe('/new');
    expect(p.has('/1')).toBe(false);
    expect(p.has('/0')).toBe(true);
    expect(first.src).toBe('/0');
  });

  it('clear empties every element', () => {
    const p = pool();
    p.take('/a');
    p.preload('/b');
    p.clear();
    expect(p.elements.every((element) => element.src === '')).toBe(true);
    expect(p.has('/a')).toBe(false);
  });

  it('retain empties every element but the current and next sources (memory released as the queue moves on)', () => {
    const p = pool();
    const a = p.take('/a');
    p.preload('/b', a);
    p.preload('/c', a);
    p.retain(['/b', '/c']);
    expect(p.has('/a')).toBe(false);
    expect(a.src).toBe('');
    expect(p.has('/b')).toBe(true);
    expect(p.has('/c')).toBe(true);
    // The emptied element is used again first.
    expect(p.take('/d')).toBe(a);
  });
});

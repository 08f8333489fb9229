import { describe, expect, it } from 'vitest';
import type { QueueItem } from './player-state.ts';
import { INITIAL_RUNTIME, pendingEffects, runtimeReducer } from './runtime-state.ts';

const items: QueueItem[] = [1, 2].map((id) => ({ id, title: `T${id}`, contentType: 'FULL_TRACK_MUSIC' }));

describe('player runtime state (useReducer over the machine)', () => {
  it('numbers each transition’s effects; only the ones after the last carried out are pending', () => {
    const a = runtimeReducer(INITIAL_RUNTIME, { type: 'playQueue', items, index: 0 });
    expect(pendingEffects(a, 0)).toEqual([{ type: 'load', item: items[0] }]);
    const b = runtimeReducer(a, { type: 'next' });
    // Two dispatches before one render: both loads, in order.
    expect(pendingEffects(b, 0).map((e) => e.type)).toEqual(['load', 'load']);
    expect(pendingEffects(b, a.seq)).toEqual([{ type: 'load', item: items[1] }]);
  });

  it('keeps what POST /song answered until the item changes', () => {
    const playing = runtimeReducer(INITIAL_RUNTIME, { type: 'playQueue', items, index: 0 });
    expect(playing.track).toBeUndefined();
    const resolved = runtimeReducer(playing, { type: 'resolved', track: { url: '/a', isPreview: true } });
    expect(resolved.track).toEqual({ url: '/a', isPreview: true });
    expect(runtimeReducer(resolved, { type: 'cycleLoop' }).track).toEqual({ url: '/a', isPreview: true });
    expect(runtimeReducer(resolved, { type: 'next' }).track).toBeUndefined();
  });

  it('an action that changes nothing keeps the same state (no re-render)', () => {
    expect(runtimeReducer(INITIAL_RUNTIME, { type: 'next' })).toBe(INITIAL_RUNTIME);
  });
});

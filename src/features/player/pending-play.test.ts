import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingPlay, pendingPlay, rememberPendingPlay } from './pending-play.port.ts';

const item = { id: 7, title: 'Paper Kites' } as never;

describe('the play a purchase prompt was about (commerce §4: it starts after the purchase)', () => {
  afterEach(() => sessionStorage.clear());

  it('is read while it waits, and taken once', () => {
    rememberPendingPlay([item], 0, 1_000);
    expect(pendingPlay({ now: 2_000 })).toEqual({ items: [item], index: 0, at: 1_000 });
    expect(pendingPlay({ take: true, now: 2_000 })).toEqual({ items: [item], index: 0, at: 1_000 });
    expect(pendingPlay({ now: 2_000 })).toBeUndefined();
  });

  it('is forgotten on "Not now" and after 30 minutes', () => {
    rememberPendingPlay([item], 0, 0);
    expect(pendingPlay({ now: 30 * 60_000 + 1 })).toBeUndefined();
    rememberPendingPlay([item], 0);
    forgetPendingPlay();
    expect(pendingPlay()).toBeUndefined();
  });
});

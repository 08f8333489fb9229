import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPendingGameDownload,
  pendingGameDownload,
  rememberPendingGameDownload,
} from './pending-game-download.ts';

describe('the game download a purchase stopped', () => {
  beforeEach(() => forgetPendingGameDownload());

  it('is the signed-in user’s, recent, and read once when taken', () => {
    rememberPendingGameDownload({ userId: 'u1', articleId: 7, title: 'Sky Racer' }, 1000);
    expect(pendingGameDownload({ userId: 'u2', now: 2000 })).toBeUndefined();
    expect(pendingGameDownload({ userId: 'u1', now: 1000 + 31 * 60_000 })).toBeUndefined();
    expect(pendingGameDownload({ userId: 'u1', now: 2000, take: true })).toMatchObject({ articleId: 7 });
    expect(pendingGameDownload({ userId: 'u1', now: 2000 })).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { rememberSubscribeIntent, takeSubscribeIntent } from './subscribe-intent.ts';

describe('the plan a visitor chose before logging in', () => {
  afterEach(() => sessionStorage.clear());

  it('is taken once after the login, with the subscription it replaces', () => {
    rememberSubscribeIntent({ typeId: 4, migrateSubId: 9, direction: 'upgrade' }, 1_000);
    expect(takeSubscribeIntent(2_000)).toEqual({ typeId: 4, migrateSubId: 9, direction: 'upgrade' });
    expect(takeSubscribeIntent(2_000)).toBeUndefined();
  });

  it('is forgotten after 30 minutes (the visitor did something else)', () => {
    rememberSubscribeIntent({ typeId: 4 }, 0);
    expect(takeSubscribeIntent(30 * 60_000 + 1)).toBeUndefined();
  });

  it('ignores what is not a remembered plan', () => {
    sessionStorage.setItem('subscribeIntent', '{"typeId":"4"}');
    expect(takeSubscribeIntent()).toBeUndefined();
    sessionStorage.setItem('subscribeIntent', 'not json');
    expect(takeSubscribeIntent()).toBeUndefined();
  });
});

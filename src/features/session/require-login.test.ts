import { afterEach, describe, expect, it } from 'vitest';
import { MARKETING_CAMPAIGN_KEY, requireLoginBeforeSubscribe } from './require-login.ts';

const required = { features: { subAuthRequired: true } };
const visitor = { isUser: false };

describe('login before subscribing (commerce §5 subAuthRequired)', () => {
  afterEach(() => sessionStorage.clear());

  it('a visitor of a subAuthRequired tenant must log in first', () => {
    expect(requireLoginBeforeSubscribe(required, visitor)).toBe(true);
  });

  it('a signed-in user never needs to', () => {
    expect(requireLoginBeforeSubscribe(required, { isUser: true })).toBe(false);
  });

  it('tenants without subAuthRequired let visitors go on', () => {
    expect(requireLoginBeforeSubscribe({ features: {} }, visitor)).toBe(false);
    expect(requireLoginBeforeSubscribe({ features: { subAuthRequired: false } }, visitor)).toBe(false);
  });

  it('a marketing campaign in session storage lifts the requirement', () => {
    sessionStorage.setItem(MARKETING_CAMPAIGN_KEY, 'spring-promo');
    expect(requireLoginBeforeSubscribe(required, visitor)).toBe(false);
  });

  it('unreadable session storage counts as no campaign', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(requireLoginBeforeSubscribe(required, visitor, broken)).toBe(true);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { hasSeenOnboarding, markOnboardingSeen, ONBOARDING_KEY } from './onboarding-seen.ts';

describe('onboarding once per device (commerce §2)', () => {
  beforeEach(() => localStorage.clear());

  it('is unseen on a fresh device and seen once marked', () => {
    expect(hasSeenOnboarding()).toBe(false);
    markOnboardingSeen();
    expect(hasSeenOnboarding()).toBe(true);
    expect(localStorage.getItem(ONBOARDING_KEY)).not.toBeNull();
  });

  it('counts as seen where storage cannot be read (never on every page)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasSeenOnboarding(broken)).toBe(true);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { scope } from '#test/fixtures.ts';
import { LOCALE_COOKIE_MAX_AGE_S } from './locale-cookie.ts';
import { onAfterLocaleSwitch, onBeforeLocaleSwitch } from './locale-hooks.ts';
import { switchLocale } from './switch-locale.ts';

const api = { call: vi.fn().mockResolvedValue({}) };
let cookieWrites: string[] = [];
let cleanups: Array<() => void> = [];

describe('switchLocale (shell §4)', () => {
  beforeEach(async () => {
    await switchLocale(new QueryClient(), scope({ api, locale: 'en' }));
    cookieWrites = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => cookieWrites.push(value));
    cleanups = [() => spy.mockRestore()];
  });
  afterEach(() => {
    for (const cleanup of cleanups) cleanup();
  });

  it('runs before-switch, catalogue load, cookie and after-switch in that order', async () => {
    const order: string[] = [];
    cleanups.push(
      onBeforeLocaleSwitch((target) => {
        order.push(`before:${target}:${i18n.locale}`);
        return undefined;
      }),
      onAfterLocaleSwitch((code, previous) => {
        order.push(`after:${code}:${previous}:${i18n.locale}:${cookieWrites.length}`);
      }),
    );
    expect(await switchLocale(new QueryClient(), scope({ api, locale: 'de' }))).toBe(true);
    expect(order).toEqual(['before:de:en', 'after:de:en:de:1']);
  });

  it('the before-switch hook may substitute another locale', async () => {
    cleanups.push(onBeforeLocaleSwitch(() => 'fr'));
    await switchLocale(new QueryClient(), scope({ api, locale: 'de' }));
    expect(i18n.locale).toBe('fr');
  });

  it('the same locale does nothing: no hooks, no cookie', async () => {
    const hook = vi.fn();
    cleanups.push(onBeforeLocaleSwitch(hook), onAfterLocaleSwitch(hook));
    await switchLocale(new QueryClient(), scope({ api, locale: 'en' }));
    expect(hook).not.toHaveBeenCalled();
    expect(cookieWrites).toEqual([]);
  });

  it('writes i18n_redirected for 365 days, path /, SameSite lax, not secure', async () => {
    await switchLocale(new QueryClient(), scope({ api, locale: 'ar' }));
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 86_400);
    expect(cookieWrites).toEqual(['i18n_redirected=ar; path=/; max-age=31536000; SameSite=Lax']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenant } from '#test/fixtures.ts';
import { notifyThemeChanged, onThemeChanged } from './on-theme-changed.ts';
import { themeColors } from './theme-colors.ts';
import {
  applyColorScheme,
  cookieColorSchemeManager,
  readThemeCookie,
  THEME_COOKIE_MAX_AGE_S,
} from './theme-cookie.ts';

describe('theme cookie', () => {
  afterEach(() => cookieColorSchemeManager().clear());

  it('lives 12 months on path / with SameSite Lax', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => writes.push(value));
    cookieColorSchemeManager().set('dark');
    spy.mockRestore();
    expect(THEME_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(writes[0]).toMatch(/^theme=dark; path=\/; max-age=31536000; SameSite=Lax/);
  });

  it('the Mantine manager restores the stored scheme, else the default', () => {
    const manager = cookieColorSchemeManager();
    expect(manager.get('light')).toBe('light');
    manager.set('dark');
    expect(readThemeCookie()).toBe('dark');
    expect(cookieColorSchemeManager().get('light')).toBe('dark');
  });
});

describe('theme colours', () => {
  it('uses the tenant colours without a configuration', () => {
    expect(themeColors(tenant)).toEqual(['#e8590c', '#ffa94d']);
  });

  it('configuration colours override the tenant ones; the second entry is the alternate theme', () => {
    expect(themeColors(tenant, { colors: ['#111111', '#222222'], alternateTheme: true })).toEqual([
      '#111111',
      '#222222',
    ]);
  });

  it('alternateTheme off keeps one colour for both schemes', () => {
    expect(themeColors(tenant, { colors: undefined, alternateTheme: false })).toEqual(['#e8590c']);
  });
});

describe('onThemeChanged', () => {
  it('tells subscribers about a user choice until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onThemeChanged(listener);
    notifyThemeChanged('dark');
    off();
    notifyThemeChanged('light');
    expect(listener.mock.calls).toEqual([['dark']]);
  });
});

describe('applyColorScheme (a saved theme restored on login)', () => {
  afterEach(() => cookieColorSchemeManager().clear());

  it('writes the cookie and updates the mounted provider, without counting as a user choice', () => {
    const manager = cookieColorSchemeManager();
    const setScheme = vi.fn();
    const chosen = vi.fn();
    const off = onThemeChanged(chosen);
    manager.subscribe(setScheme);
    applyColorScheme('dark');
    manager.unsubscribe();
    applyColorScheme('light');
    off();
    expect(setScheme.mock.calls).toEqual([['dark']]);
    expect(readThemeCookie()).toBe('light');
    expect(chosen).not.toHaveBeenCalled();
  });
});

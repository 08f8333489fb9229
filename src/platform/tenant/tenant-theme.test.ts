import { describe, expect, it } from 'vitest';
import { createTenantTheme } from './tenant-theme.ts';

describe('tenant theme', () => {
  it('uses the first tenant colour as the primary colour in the light scheme', () => {
    const theme = createTenantTheme({ colors: ['#e8590c'] });
    expect(theme.primaryColor).toBe('tenant');
    expect(theme.colors?.['tenant-light']?.[6]).toBe('#e8590c');
  });

  it('uses the second tenant colour for the alternate (dark) theme (shell §4)', () => {
    const theme = createTenantTheme({ colors: ['#e8590c', '#ffa94d'] });
    expect(theme.colors?.['tenant-dark']?.[6]).toBe('#ffa94d');
  });

  it('keeps the first colour in dark mode when the tenant has only one', () => {
    const theme = createTenantTheme({ colors: ['#2b8a3e'] });
    expect(theme.colors?.['tenant-dark']?.[6]).toBe('#2b8a3e');
  });

  it('uses the shell §9 display breakpoints (sm 600, md 960, lg 1280, xl 1920, xxl 2560)', () => {
    expect(createTenantTheme({ colors: ['#2b8a3e'] }).breakpoints).toMatchObject({
      sm: '37.5em',
      md: '60em',
      lg: '80em',
      xl: '120em',
      xxl: '160em',
    });
  });

  it('picks per scheme a filled shade whose text meets WCAG AA', () => {
    expect(createTenantTheme({ colors: ['#1c7ed6', '#4dabf7'] }).primaryShade).toEqual({ light: 7, dark: 6 });
    expect(createTenantTheme({ colors: ['#c2255c', '#f06595'] }).primaryShade).toEqual({ light: 6, dark: 6 });
  });
});

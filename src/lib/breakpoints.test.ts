import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_PX,
  breakpoints,
  isMobileWidth,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA_QUERY,
  useIsMobile,
} from './breakpoints.ts';

function setViewport(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

describe('display breakpoints (shell §9)', () => {
  it('are sm 600, md 960, lg 1280, xl 1920, xxl 2560 px', () => {
    expect(BREAKPOINTS_PX).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  });

  it('the Mantine theme gets the same values in em (px / 16)', () => {
    expect(breakpoints).toMatchObject({ sm: '37.5em', md: '60em', lg: '80em', xl: '120em', xxl: '160em' });
    expect(breakpoints.xs).toBe('30em');
  });
});

describe('mobile below lg (shell §9)', () => {
  afterEach(() => setViewport(1024));

  it('the mobile breakpoint is lg: below 1280 px is mobile, 1280 px and wider is not', () => {
    expect(MOBILE_BREAKPOINT).toBe('lg');
    expect(isMobileWidth(1279)).toBe(true);
    expect(isMobileWidth(1279.5)).toBe(true);
    expect(isMobileWidth(1280)).toBe(false);
    expect(isMobileWidth(375)).toBe(true);
  });

  it('the media query matches just below 80em', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 79.99375em)');
  });

  it('useIsMobile is true below lg and false from lg, on the first render', () => {
    setViewport(1279);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    setViewport(1280);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('useIsMobile follows the viewport when it is resized', () => {
    setViewport(1600);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => setViewport(800));
    expect(result.current).toBe(true);
  });
});

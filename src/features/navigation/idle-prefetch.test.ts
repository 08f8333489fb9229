import { describe, expect, it } from 'vitest';
import { isSlowConnection, visibleInternalLinks } from './idle-prefetch.ts';

const viewport = { width: 800, height: 600, origin: 'https://portal.test' };

function link(href: string, top: number, extra: Partial<HTMLAnchorElement> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  Object.assign(anchor, extra);
  anchor.getBoundingClientRect = () => ({ top, bottom: top + 50, left: 10, right: 200 }) as DOMRect;
  return anchor;
}

describe('payload prefetch after idle (shell §9)', () => {
  it('is skipped on the slowest connections and with data saver', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('prefetches only same-origin links on screen, once each, up to the cap', () => {
    const root = document.createElement('div');
    root.append(
      link('https://portal.test/music/albums/a/1', 10),
      link('https://portal.test/music/albums/a/1', 100),
      link('https://elsewhere.test/x', 10),
      link('https://portal.test/below/the/fold', 900),
      link('https://portal.test/ar/games/details/g/2?x=1', 200),
      link('https://portal.test/new/tab', 10, { target: '_blank' }),
    );
    expect(visibleInternalLinks(root, viewport)).toEqual(['/music/albums/a/1', '/ar/games/details/g/2?x=1']);
    expect(visibleInternalLinks(root, viewport, 1)).toEqual(['/music/albums/a/1']);
  });
});

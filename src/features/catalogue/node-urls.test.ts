import { describe, expect, it } from 'vitest';
import { normalizeImageUrl, resolveClickUrl } from './node-urls.ts';

const origin = 'https://portal.test';

describe('image URLs (shell §5)', () => {
  it('gives https to an image URL lacking a protocol', () => {
    expect(normalizeImageUrl('//cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(normalizeImageUrl('cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });

  it('keeps URLs that have a protocol, and same-origin paths', () => {
    expect(normalizeImageUrl('http://cdn.test/a.svg')).toBe('http://cdn.test/a.svg');
    expect(normalizeImageUrl('https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(normalizeImageUrl('/media/a.svg')).toBe('/media/a.svg');
  });
});

describe('click URLs', () => {
  it('an internal path becomes a router target with its query and hash', () => {
    expect(resolveClickUrl('/main/rock?sort=new#top', origin)).toEqual({
      kind: 'internal',
      to: '/main/rock',
      search: { sort: 'new' },
      hash: 'top',
    });
  });

  it('drops a locale prefix so the link keeps the current language', () => {
    expect(resolveClickUrl('/ar/main/rock', origin)).toMatchObject({ kind: 'internal', to: '/main/rock' });
  });

  it('a same-origin absolute URL is internal too', () => {
    expect(resolveClickUrl('https://portal.test/main/jazz', origin)).toMatchObject({ to: '/main/jazz' });
  });

  it('another origin is an external link', () => {
    expect(resolveClickUrl('https://partner.test/x', origin)).toEqual({
      kind: 'external',
      href: 'https://partner.test/x',
    });
  });

  it('never follows other schemes such as javascript:', () => {
    expect(resolveClickUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(resolveClickUrl(undefined, origin)).toBeUndefined();
  });
});

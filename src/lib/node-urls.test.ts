import { describe, expect, it } from 'vitest';
import { normalizeImageUrl, resolveClickUrl } from './node-urls.ts';

const origin = 'https://portal.test';

describe('image URLs (shell §5)', () => {
  it('gives https to an image URL lacking a protocol', () => {
    expect(normalizeImageUrl('//cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(normalizeImageUrl('cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });

  it('treats host:port without // as a host lacking a protocol, not as a scheme', () => {
    expect(normalizeImageUrl('cdn.test:8080/a.png')).toBe('https://cdn.test:8080/a.png');
    expect(normalizeImageUrl('localhost:8797/x.png')).toBe('https://localhost:8797/x.png');
  });

  it('leaves an empty URL empty and keeps data: and blob: URLs', () => {
    expect(normalizeImageUrl('')).toBe('');
    expect(normalizeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(normalizeImageUrl('blob:https://portal.test/1')).toBe('blob:https://portal.test/1');
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

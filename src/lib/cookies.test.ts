import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, serializeCookie, writeCookie } from './cookies.ts';

describe('cookies', () => {
  afterEach(() => {
    writeCookie('c1', '', { maxAgeSeconds: 0 });
  });

  it('serializes path, max-age, SameSite and Secure when asked', () => {
    expect(serializeCookie('a', 'x y', { maxAgeSeconds: 10, sameSite: 'Lax', secure: true })).toBe(
      'a=x%20y; path=/; max-age=10; SameSite=Lax; Secure',
    );
  });

  it('leaves Secure off when told not secure', () => {
    expect(serializeCookie('a', '1', { secure: false })).not.toContain('Secure');
  });

  it('reads a cookie by exact name and decodes it', () => {
    expect(readCookie('b', 'ab=1; b=x%2Cy; c=3')).toBe('x,y');
    expect(readCookie('missing', 'ab=1')).toBeUndefined();
  });

  it('writes to document.cookie and reads it back', () => {
    writeCookie('c1', 'v', { secure: false });
    expect(readCookie('c1')).toBe('v');
  });
});

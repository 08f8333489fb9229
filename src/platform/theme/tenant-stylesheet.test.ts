import { describe, expect, it } from 'vitest';
import { allowedStylesheet } from './tenant-stylesheet.tsx';

const ORIGIN = 'http://localhost:8787';

describe('the tenant stylesheet (customStylingLink)', () => {
  it("applies a path or an address of the page's own origin, the one CSP style-src allows", () => {
    expect(allowedStylesheet('/tenant-styles/acme.css', ORIGIN)).toBe('/tenant-styles/acme.css');
    expect(allowedStylesheet(`${ORIGIN}/tenant-styles/acme.css?v=2`, ORIGIN)).toBe(
      '/tenant-styles/acme.css?v=2',
    );
  });

  it('leaves out any other origin, protocol-relative addresses and other schemes', () => {
    expect(allowedStylesheet('https://cdn.example/acme.css', ORIGIN)).toBeUndefined();
    expect(allowedStylesheet('//cdn.example/acme.css', ORIGIN)).toBeUndefined();
    expect(allowedStylesheet('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(allowedStylesheet(undefined, ORIGIN)).toBeUndefined();
  });
});

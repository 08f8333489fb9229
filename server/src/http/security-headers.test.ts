import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedRequest } from './forwarded.ts';
import { securityHeaders } from './security-headers.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

const app = new Hono()
  .use(securityHeaders())
  .get('/media/audio/x.m4a', (c) => c.body('audio', 200, { 'content-type': 'audio/mp4' }))
  .get('/manifest.webmanifest', (c) => c.json({ name: 'x' }));

describe('security headers on every answer', () => {
  it('HSTS when the request is https, never on plain http', async () => {
    expect(
      (await app.request('https://portal.example/manifest.webmanifest')).headers.get(
        'strict-transport-security',
      ),
    ).toBe(HSTS);
    expect(
      (await app.request('http://portal.example/manifest.webmanifest')).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    expect((await app.request('https://portal.example/nope')).headers.get('strict-transport-security')).toBe(
      HSTS,
    );
  });

  it('no HSTS on a loopback host even over https, so local development is never pinned to https', async () => {
    const res = await app.request('https://localhost:8443/manifest.webmanifest');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS behind TRUST_PROXY when X-Forwarded-Proto says https, but a client-sent header alone does not count', async () => {
    const proxied = new Request('http://10.0.0.5:8080/manifest.webmanifest', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
    });
    const direct = new Request('http://portal.example/manifest.webmanifest', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect((await app.fetch(forwardedRequest(proxied))).headers.get('strict-transport-security')).toBe(HSTS);
    expect((await app.fetch(direct)).headers.get('strict-transport-security')).toBeNull();
  });

  it('Cross-Origin-Resource-Policy: same-origin on data, media, manifests and 404s', async () => {
    for (const path of ['/media/audio/x.m4a', '/manifest.webmanifest', '/nope']) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });
});

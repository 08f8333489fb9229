import { describe, expect, it } from 'vitest';
import { forwardedRequest } from './forwarded.ts';

describe('X-Forwarded-* behind a trusted proxy', () => {
  it('takes the scheme and host the browser used', () => {
    const request = new Request('http://10.0.0.5:8080/hosted/login?lang=en', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
    });
    expect(forwardedRequest(request).url).toBe('https://portal.example/hosted/login?lang=en');
  });

  it('ignores malformed values', () => {
    const request = new Request('http://internal/x', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example/path' },
    });
    expect(forwardedRequest(request).url).toBe('https://internal/x');
    const odd = new Request('http://internal/x', { headers: { 'x-forwarded-proto': 'gopher' } });
    expect(forwardedRequest(odd)).toBe(odd);
  });

  it('behind proxies that append, a client-written first entry does not count: the one TRUSTED_PROXY_HOPS from the right does', () => {
    const request = new Request('http://internal/x', {
      headers: { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'evil.example, portal.example' },
    });
    expect(forwardedRequest(request).url).toBe('http://portal.example/x');
    const twoProxies = new Request('http://internal/x', {
      headers: {
        'x-forwarded-proto': 'http, https, http',
        'x-forwarded-host': 'evil.example, portal.example, edge.internal',
      },
    });
    expect(forwardedRequest(twoProxies, 2).url).toBe('https://portal.example/x');
    // The client-facing proxy overwrote the header and the inner one left it: its single value counts.
    const overwritten = new Request('http://internal/x', {
      headers: { 'x-forwarded-host': 'portal.example' },
    });
    expect(forwardedRequest(overwritten, 2).url).toBe('http://portal.example/x');
  });

  it('keeps the method, headers and body of a form post', async () => {
    const request = new Request('http://internal/hosted/login', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example',
    });
    const rewritten = forwardedRequest(request);
    expect(rewritten.method).toBe('POST');
    expect(rewritten.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await rewritten.text()).toBe('email=a%40b.example');
  });
});

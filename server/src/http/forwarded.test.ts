import { describe, expect, it } from 'vitest';
import { forwardedRequest } from './forwarded.ts';

describe('X-Forwarded-* behind a trusted proxy', () => {
  it('takes the scheme and host the browser used', () => {
    const request = new Request('http://10.0.0.5:8080/hosted/login?lang=en', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
    });
    expect(forwardedRequest(request).url).toBe('https://portal.example/hosted/login?lang=en');
  });

  it('uses the first (client-facing) hop and ignores malformed values', () => {
    const request = new Request('http://internal/x', {
      headers: { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'evil.example/path' },
    });
    expect(forwardedRequest(request).url).toBe('https://internal/x');
    const odd = new Request('http://internal/x', { headers: { 'x-forwarded-proto': 'gopher' } });
    expect(forwardedRequest(odd)).toBe(odd);
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

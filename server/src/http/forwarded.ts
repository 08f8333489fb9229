const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * Behind a trusted TLS-terminating proxy (TRUST_PROXY=1) the request is rewritten to the address the
 * browser used (X-Forwarded-Proto/-Host), so origins in answers, redirect checks and Secure/__Host-
 * cookies see https. Never applied without the operator's say-so: anyone can send these headers.
 */
export function forwardedRequest(request: Request): Request {
  const proto = first(request.headers.get('x-forwarded-proto'))?.toLowerCase();
  const host = first(request.headers.get('x-forwarded-host'));
  const url = new URL(request.url);
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host && HOST.test(host)) {
    // The host setter keeps the old port when the new value names none.
    url.port = '';
    url.host = host;
  }
  if (url.href === request.url) return request;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

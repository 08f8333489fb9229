const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The value the client-facing trusted proxy wrote: proxies that append put it `hops` entries from the
 * right (everything before is the client's own); a shorter list was overwritten, so its first counts.
 */
const trusted = (value: string | null, hops: number): string | undefined => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (entries.length >= hops ? entries[entries.length - hops] : entries[0]) || undefined;
};

/**
 * Behind a trusted TLS-terminating proxy (TRUST_PROXY=1) the request is rewritten to the address the
 * browser used (X-Forwarded-Proto/-Host), so origins in answers, redirect checks and Secure/__Host-
 * cookies see https. Never applied without the operator's say-so: anyone can send these headers.
 * `hops` is TRUSTED_PROXY_HOPS.
 */
export function forwardedRequest(request: Request, hops = 1): Request {
  const proto = trusted(request.headers.get('x-forwarded-proto'), hops)?.toLowerCase();
  const host = trusted(request.headers.get('x-forwarded-host'), hops);
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

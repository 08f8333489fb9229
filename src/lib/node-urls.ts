import { splitLocalePrefix } from '#contract/locales.ts';

/** Shell §5: image URLs lacking a protocol get https. Same-origin paths stay as they are. */
export function normalizeImageUrl(url: string): string {
  if (url === '') return url;
  if (url.startsWith('//')) return `https:${url}`;
  // A scheme needs '//' after it (data: and blob: excepted), so 'cdn.test:8080/a.png' is a host, not a scheme.
  if (url.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^(data|blob):/i.test(url)) return url;
  return `https://${url}`;
}

export type ClickTarget =
  | { kind: 'internal'; to: string; search: Record<string, string>; hash: string }
  | { kind: 'external'; href: string };

/**
 * Where a node's clickUrl leads: an in-app route (router Link; any locale prefix is dropped so the
 * current language is kept), an external http(s) page, or nowhere (other schemes are never followed).
 */
export function resolveClickUrl(clickUrl: string | undefined, origin: string): ClickTarget | undefined {
  if (!clickUrl) return undefined;
  let url: URL;
  try {
    url = new URL(clickUrl, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== new URL(origin).origin) return { kind: 'external', href: url.href };
  return {
    kind: 'internal',
    to: splitLocalePrefix(url.pathname).pathname,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash.slice(1),
  };
}

/** Attributes of a cookie the portal writes; `secure` defaults to "only over https". */
export interface CookieAttributes {
  maxAgeSeconds?: number;
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The Set-Cookie-style string document.cookie accepts; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`];
  if (attributes.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(attributes.maxAgeSeconds)}`);
  if (attributes.expires) parts.push(`expires=${attributes.expires.toUTCString()}`);
  parts.push(`SameSite=${attributes.sameSite ?? 'Lax'}`);
  if (attributes.secure ?? isHttps()) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, attributes?: CookieAttributes): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one place the portal writes cookies; the Cookie Store API is not in every browser
  document.cookie = serializeCookie(name, value, attributes);
}

/** The decoded value of a cookie, or undefined when it is not set. */
/** The page's cookies; none while rendering on the server (it reads the request's own). */
const pageCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

export function readCookie(name: string, source: string = pageCookies()): string | undefined {
  for (const pair of source.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

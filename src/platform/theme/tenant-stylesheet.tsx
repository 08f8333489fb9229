import { useConfiguration } from '../configuration/use-configuration.ts';
import { usePageOrigin } from '../page-origin.ts';

/**
 * The stylesheet address the portal may apply: only one on the page's own origin (a root-relative path or an
 * absolute URL of that origin), the one origin the content security policy's style-src allows; any other is
 * left out rather than asked for and refused.
 */
export function allowedStylesheet(link: string | undefined, origin: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, origin);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** Shell §3 customStylingLink: the tenant's own stylesheet, after the portal's (React hoists it into <head>). */
export function TenantStylesheet() {
  const href = allowedStylesheet(useConfiguration().customStylingLink, usePageOrigin());
  return href ? <link rel="stylesheet" href={href} precedence="tenant" data-tenant-styles="" /> : null;
}

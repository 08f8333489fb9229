import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALES, type LocaleCode, localeDir } from '../../../contract/locales.ts';
import { HOSTED_QUERY } from '../../../contract/session.ts';
import type { TenantRow } from '../db/schema/tenant.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { type Html, h, raw } from './html.ts';
import { pageStyle } from './page-style.ts';
import { type TextKey, tr } from './texts.ts';

/** What every hosted page knows: whose page it is and in which language. */
export interface Frame {
  tenant: TenantRow;
  lang: LocaleCode;
}

export interface PageInit {
  title: TextKey;
  content: Html;
  status?: number;
  headers?: Record<string, string>;
}

/** The portal's theme cookie (light|dark) keeps the hosted pages in the scheme the user picked there. */
const themeOf = (c: Context): string | undefined => {
  const theme = getCookie(c, 'theme');
  return theme === 'dark' || theme === 'light' ? theme : undefined;
};

/**
 * This page in each of the six languages: the same path and parameters (return URL, reset session …),
 * only `lang` changed. Plain links: a switch never submits or loses a form's vetted parameters.
 */
function languageSwitch(c: Context, lang: LocaleCode): Html {
  const url = new URL(c.req.url);
  const links = LOCALES.map((entry) => {
    const query = new URLSearchParams(url.search);
    query.set(HOSTED_QUERY.lang, entry.code);
    const current = entry.code === lang ? h` aria-current="true"` : '';
    return h`<li><a href="${`${url.pathname}?${query}`}" lang="${entry.code}" hreflang="${entry.code}"${current}>${entry.name}</a></li>`;
  });
  return h`<nav class="langs" aria-label="${tr(lang, 'nav.language')}"><ul>${links}</ul></nav>`;
}

/**
 * Where "Back to the portal" leads: the page the user left (the return URL's `redirect`, a path on its
 * vetted origin), else that origin's home. Never the return URL itself: without a login code, the
 * portal's login return would only send the user here again.
 */
export function portalBackHref(redirectUrl: string): string {
  const url = new URL(redirectUrl);
  const redirect = url.searchParams.get('redirect') ?? '';
  const path = /^\/(?![/\\])/.test(redirect) && !redirect.includes('\\') ? redirect : '/';
  const back = new URL(path, url.origin);
  return back.origin === url.origin ? back.href : `${url.origin}/`;
}

const backLink = (frame: Frame): Html | '' => {
  const redirectUrl = (frame as Frame & { redirectUrl?: string }).redirectUrl;
  if (!redirectUrl) return '';
  return h`<a class="back" href="${portalBackHref(redirectUrl)}">${tr(frame.lang, 'nav.backTo', { name: frame.tenant.displayName })}</a>`;
};

export function renderDocument(c: Context, frame: Frame, title: TextKey, content: Html): string {
  const { tenant, lang } = frame;
  const heading = tr(lang, title);
  return h`<!doctype html>
<html lang="${lang}" dir="${localeDir(lang)}"${themeOf(c) ? h` data-theme="${themeOf(c)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${heading} · ${tenant.displayName}</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<style>${raw(pageStyle(tenant))}</style>
</head>
<body>
<div class="wrap">
<header class="top"><span class="brand"><img src="/icons/favicon.svg" alt="" width="40" height="40"><span>${tenant.displayName}</span></span>${backLink(frame)}</header>
<main>
<h1>${heading}</h1>
${content}
</main>
<footer>${languageSwitch(c, lang)}</footer>
</div>
</body>
</html>
`.value;
}

/**
 * A complete HTML answer. Pages hold per-user state (CSRF fields, e-mails, reset sessions), so nothing
 * may store them. Referrer-Policy stays the server-wide strict-origin-when-cross-origin: the login code
 * travels in the redirect, not in a page URL, and the reset session in the URL only ever reaches this
 * origin; no-referrer would make browsers send `Origin: null` on form posts, defeating the Origin check.
 */
/** A hosted form returns (303) to its vetted return URL: that origin, when it is not this one. */
function formTargetsOf(c: Context, frame: Frame): string[] {
  const redirectUrl = (frame as Frame & { redirectUrl?: string }).redirectUrl;
  if (!redirectUrl) return [];
  const target = new URL(redirectUrl).origin;
  return target === new URL(c.req.url).origin ? [] : [target];
}

export function page(c: Context, frame: Frame, init: PageInit): Response {
  // c.body (not new Response) so cookies set on the context (CSRF, sign-on) travel with the page.
  return c.body(renderDocument(c, frame, init.title, init.content), (init.status ?? 200) as 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy(formTargetsOf(c, frame)),
    ...init.headers,
  });
}

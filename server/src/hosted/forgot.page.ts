import type { Context, Hono } from 'hono';
import { HOSTED_PAGES, PROFILE_LIMITS } from '../../../contract/session.ts';
import { normalizeEmail, requestPasswordReset } from '../auth/accounts.ts';
import { isTenantHostUrl } from '../auth/allowlist.ts';
import { clientIp } from '../auth/client-ip.ts';
import { queueMail } from '../auth/mail.ts';
import { tenantMailOrigin } from '../auth/mail-origin.ts';
import { emailError } from './field-rules.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import {
  formToken,
  type Hosted,
  type HostedDeps,
  hostedFormRoutes,
  hostedHref,
  rateLimited,
  refuseForgery,
  tooManyPage,
} from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { tr } from './texts.ts';

/** Reset requests per account and per address within an hour. */
export const RESET_LIMITS = { perAccount: 3, perIp: 10, windowSeconds: 3600 } as const;

/**
 * The link the mail carries: the portal in the page's language, whose middleware turns session_id into
 * /resetpassword?session=… (shell §4 step 5). Its origin is the return URL's when that is one of the
 * tenant's own hosts, else one of the tenant's configured hosts: a partner origin on the allowlist never
 * receives a reset token, and neither does whatever Host the request carried.
 */
export async function resetLink(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  token: string,
): Promise<string> {
  const prefix = hosted.lang === hosted.tenant.defaultLocale ? '' : hosted.lang;
  const returnUrl = new URL(hosted.redirectUrl);
  const own = await isTenantHostUrl(deps.db, hosted.tenant, returnUrl);
  const origin = own ? returnUrl.origin : await tenantMailOrigin(deps.db, hosted.tenant, c.req.url);
  const url = new URL(`/${prefix}`, origin);
  url.searchParams.set('session_id', token);
  return url.toString();
}

async function forgotPage(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  email = '',
  errors: FieldErrors = {},
) {
  const { lang } = hosted;
  const csrf = await formToken(c, deps);
  const specs: FieldSpec[] = [
    {
      name: 'email',
      label: 'field.email',
      type: 'email',
      autocomplete: 'email',
      maxLength: PROFILE_LIMITS.emailMax,
      ltr: true,
      ...(email ? { value: email } : {}),
    },
  ];
  return page(c, hosted, {
    title: 'forgot.title',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    content: h`<p>${tr(lang, 'forgot.intro')}</p>
${postForm({ action: hostedHref(HOSTED_PAGES.forgot, hosted), csrf, lang, submit: 'forgot.submit', specs, errors })}
<ul class="links"><li><a href="${hostedHref(HOSTED_PAGES.login, hosted)}">${tr(lang, 'forgot.toLogin')}</a></li></ul>`,
  });
}

async function postForgot(c: Context, deps: HostedDeps, hosted: Hosted): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, hosted, form);
  if (forged) return forged;
  const { lang, tenant } = hosted;
  const email = normalizeEmail(form.email ?? '').slice(0, PROFILE_LIMITS.emailMax + 1);
  const invalid = emailError(lang, email);
  if (invalid) return forgotPage(c, deps, hosted, email, { email: invalid });

  const wait = await rateLimited(deps, [
    {
      key: `reset:acct:${tenant.name}:${email.toLowerCase()}`,
      limit: RESET_LIMITS.perAccount,
      windowSeconds: RESET_LIMITS.windowSeconds,
    },
    {
      key: `reset:ip:${tenant.name}:${clientIp(c, deps.settings)}`,
      limit: RESET_LIMITS.perIp,
      windowSeconds: RESET_LIMITS.windowSeconds,
    },
  ]);
  if (wait > 0) return tooManyPage(c, hosted, wait);

  const reset = await requestPasswordReset(deps.db, tenant.name, email);
  if (reset) {
    const link = await resetLink(c, deps, hosted, reset.token);
    await queueMail(deps.db, {
      tenantName: tenant.name,
      recipient: reset.user.email,
      subject: tr(lang, 'mail.reset.subject', { tenant: tenant.displayName }),
      body: tr(lang, 'mail.reset.body', { name: reset.user.name, tenant: tenant.displayName, link }),
      link,
    });
  }
  // The same answer whether or not the account exists (no account enumeration).
  return page(c, hosted, {
    title: 'forgot.sent.title',
    content: h`<p class="notice" role="status">${tr(lang, 'forgot.sent.body', { email })}</p>
<ul class="links"><li><a href="${hostedHref(HOSTED_PAGES.login, hosted)}">${tr(lang, 'forgot.toLogin')}</a></li></ul>`,
  });
}

/** GET/POST /hosted/forgot: asks for the e-mail and mails a reset link when the account exists. */
export const forgotRoutes = (deps: HostedDeps): Hono =>
  hostedFormRoutes(deps, '/forgot', { get: (c, d, hosted) => forgotPage(c, d, hosted), post: postForgot });

import type { Context, Hono } from 'hono';
import { HOSTED_PAGES, HOSTED_QUERY, PROFILE_LIMITS } from '../../../contract/session.ts';
import { completePasswordReset, isLiveResetToken } from '../auth/accounts.ts';
import { clientIp } from '../auth/client-ip.ts';
import { resetRateLimit } from '../auth/rate-limit.ts';
import { compactErrors, confirmationError, passwordError } from './field-rules.ts';
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
import { loginAccountKey } from './login.page.ts';
import { tr } from './texts.ts';

const OPAQUE = /^[A-Za-z0-9_-]{16,200}$/;

/** New-password submissions per address in 15 minutes (each live one costs an argon2 hash). */
export const RESET_SUBMIT_LIMIT = { limit: 20, windowSeconds: 15 * 60 } as const;

const sessionOf = (c: Context): string => {
  const session = c.req.query(HOSTED_QUERY.session) ?? '';
  return OPAQUE.test(session) ? session : '';
};

function invalidPage(c: Context, hosted: Hosted): Response {
  return page(c, hosted, {
    title: 'reset.invalid.title',
    status: 400,
    content: h`<p>${tr(hosted.lang, 'reset.invalid.body')}</p>
<ul class="links"><li><a href="${hostedHref(HOSTED_PAGES.forgot, hosted)}">${tr(hosted.lang, 'reset.requestNew')}</a></li></ul>`,
  });
}

async function resetPage(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  session: string,
  errors: FieldErrors = {},
) {
  const { lang } = hosted;
  const csrf = await formToken(c, deps);
  const specs: FieldSpec[] = [
    {
      name: 'password',
      label: 'field.newPassword',
      type: 'password',
      autocomplete: 'new-password',
      maxLength: PROFILE_LIMITS.passwordMax,
      hint: 'hint.password',
    },
    {
      name: 'passwordConfirm',
      label: 'field.passwordConfirm',
      type: 'password',
      autocomplete: 'new-password',
      maxLength: PROFILE_LIMITS.passwordMax,
    },
  ];
  const action = hostedHref(HOSTED_PAGES.reset, hosted, { [HOSTED_QUERY.session]: session });
  return page(c, hosted, {
    title: 'reset.title',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    content: postForm({ action, csrf, lang, submit: 'reset.submit', specs, errors }),
  });
}

async function postReset(c: Context, deps: HostedDeps, hosted: Hosted): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, hosted, form);
  if (forged) return forged;
  const session = sessionOf(c);
  if (!session) return invalidPage(c, hosted);
  const wait = await rateLimited(deps, [
    {
      key: `reset-submit:ip:${hosted.tenant.name}:${clientIp(c, deps.settings)}`,
      ...RESET_SUBMIT_LIMIT,
    },
  ]);
  if (wait > 0) return tooManyPage(c, hosted, wait);
  // A dead or made-up session costs a lookup, never a password hash.
  if (!(await isLiveResetToken(deps.db, hosted.tenant.name, session))) return invalidPage(c, hosted);
  const password = form.password ?? '';
  const errors = compactErrors({
    password: passwordError(hosted.lang, password),
    passwordConfirm: confirmationError(hosted.lang, password, form.passwordConfirm ?? ''),
  });
  if (Object.keys(errors).length > 0) return resetPage(c, deps, hosted, session, errors);
  const user = await completePasswordReset(deps.db, hosted.tenant.name, session, password);
  if (!user) return invalidPage(c, hosted);
  // Whoever reset the password may log in again at once, even after earlier failed attempts.
  await resetRateLimit(deps.db, loginAccountKey(hosted.tenant.name, user.email));
  return page(c, hosted, {
    title: 'reset.done.title',
    content: h`<p class="notice" role="status">${tr(hosted.lang, 'reset.done.body')}</p>
<ul class="links"><li><a href="${hostedHref(HOSTED_PAGES.login, hosted)}">${tr(hosted.lang, 'reset.toLogin')}</a></li></ul>`,
  });
}

/** GET/POST /hosted/reset?session=…: a new password for the account of a live reset session. */
export const resetRoutes = (deps: HostedDeps): Hono =>
  hostedFormRoutes(deps, '/reset', {
    get: async (c, d, hosted) => {
      const session = sessionOf(c);
      const live = session !== '' && (await isLiveResetToken(d.db, hosted.tenant.name, session));
      return live ? resetPage(c, d, hosted, session) : invalidPage(c, hosted);
    },
    post: postReset,
  });

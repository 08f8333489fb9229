import type { Context, Hono } from 'hono';
import { LoginMetaSchema, readMeta } from '../../../contract/configuration-meta.ts';
import { HOSTED_PAGES, PROFILE_LIMITS } from '../../../contract/session.ts';
import { authenticate, findAccount, normalizeEmail } from '../auth/accounts.ts';
import { issueAuthCode } from '../auth/auth-codes.ts';
import { clientIp } from '../auth/client-ip.ts';
import { CSRF_FIELD } from '../auth/csrf.ts';
import { releaseAttempt, reserveAttempt, resetRateLimit } from '../auth/rate-limit.ts';
import { currentSsoUser } from '../auth/sso.ts';
import { configurationGroup } from '../routes/structure/configuration.service.ts';
import { emailError, requiredTextError } from './field-rules.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import {
  formToken,
  type Hosted,
  type HostedDeps,
  hostedFormRoutes,
  hostedHref,
  refuseForgery,
  returnWith,
  signInAndReturn,
  tooManyPage,
} from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { tr } from './texts.ts';

/** Failed logins per account and per address within 15 minutes (a success clears the account's count). */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 } as const;

export const loginAccountKey = (tenant: string, email: string): string =>
  `login:acct:${tenant}:${email.toLowerCase()}`;

interface LoginState {
  email?: string;
  errors?: FieldErrors;
  general?: string;
  status?: number;
}

/** "Continue as …" for a live hosted sign-on, so a returning user needs no password. */
async function continueBlock(c: Context, deps: HostedDeps, hosted: Hosted, csrf: string) {
  const userId = await currentSsoUser(c, deps.db, hosted.tenant);
  const user = userId ? await findAccount(deps.db, hosted.tenant.name, userId) : undefined;
  if (!user) return h``;
  const { lang } = hosted;
  return h`<p>${tr(lang, 'login.signedInAs', { name: user.name })}</p>
<form method="post" action="${hostedHref(HOSTED_PAGES.login, hosted)}">
<input type="hidden" name="${CSRF_FIELD}" value="${csrf}">
<input type="hidden" name="continue" value="1">
<button type="submit">${tr(lang, 'login.continueAs', { name: user.name })}</button>
</form>
<p class="divider">${tr(lang, 'login.otherAccount')}</p>`;
}

/** Commerce §3 loginMetaData: the tenant's help text under the login page's title. */
async function loginHelp(deps: HostedDeps, hosted: Hosted) {
  const meta = readMeta(
    LoginMetaSchema,
    await configurationGroup(deps.db, hosted.tenant.name, 'loginMetaData', hosted.lang),
  );
  return meta ? h`<p class="notice" data-login-help>${meta.helpText}</p>` : h``;
}

async function loginPage(c: Context, deps: HostedDeps, hosted: Hosted, state: LoginState = {}) {
  const { lang } = hosted;
  const csrf = await formToken(c, deps);
  const failed = Boolean(state.general) || Object.keys(state.errors ?? {}).length > 0;
  const specs: FieldSpec[] = [
    {
      name: 'email',
      label: 'field.email',
      type: 'email',
      autocomplete: 'username',
      maxLength: PROFILE_LIMITS.emailMax,
      ltr: true,
      ...(state.email ? { value: state.email } : {}),
    },
    {
      name: 'password',
      label: 'field.password',
      type: 'password',
      autocomplete: 'current-password',
      maxLength: PROFILE_LIMITS.passwordMax,
    },
  ];
  return page(c, hosted, {
    title: 'login.title',
    status: state.status ?? 200,
    content: h`${await loginHelp(deps, hosted)}${failed ? '' : await continueBlock(c, deps, hosted, csrf)}
${postForm({ action: hostedHref(HOSTED_PAGES.login, hosted), csrf, lang, submit: 'login.submit', specs, errors: state.errors, general: state.general })}
<ul class="links">
<li><a href="${hostedHref(HOSTED_PAGES.forgot, hosted)}">${tr(lang, 'login.toForgot')}</a></li>
<li><a href="${hostedHref(HOSTED_PAGES.register, hosted)}">${tr(lang, 'login.toRegister')}</a></li>
</ul>`,
  });
}

async function postLogin(c: Context, deps: HostedDeps, hosted: Hosted): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, hosted, form);
  if (forged) return forged;
  const { db } = deps;
  const tenant = hosted.tenant.name;
  if (form.continue === '1') {
    const userId = await currentSsoUser(c, db, hosted.tenant);
    if (userId) return returnWith(c, hosted, 'code', await issueAuthCode(db, tenant, userId));
  }
  const email = normalizeEmail(form.email ?? '').slice(0, PROFILE_LIMITS.emailMax + 1);
  const password = form.password ?? '';
  const errors: FieldErrors = {};
  // The text rule before the e-mail becomes part of a rate-limit key (a NUL would break the query).
  const emailProblem = requiredTextError(hosted.lang, email);
  if (emailProblem) errors.email = emailProblem;
  if (password === '') errors.password = tr(hosted.lang, 'error.required');
  if (Object.keys(errors).length > 0) return loginPage(c, deps, hosted, { email, errors, status: 422 });

  // Failed attempts count, per account and per address. The attempt is counted BEFORE the password is
  // checked (so parallel guesses cannot outrun the limit); a success gives its slot back below.
  const ipKey = `login:ip:${tenant}:${clientIp(c, deps.settings)}`;
  const rules = [
    {
      key: loginAccountKey(tenant, email),
      limit: LOGIN_LIMITS.perAccount,
      windowSeconds: LOGIN_LIMITS.windowSeconds,
    },
    { key: ipKey, limit: LOGIN_LIMITS.perIp, windowSeconds: LOGIN_LIMITS.windowSeconds },
  ];
  const wait = await reserveAttempt(db, rules);
  if (wait > 0) return tooManyPage(c, hosted, wait);

  // A malformed or over-long e-mail or password cannot belong to an account: same answer, same cost.
  const plausible =
    emailError(hosted.lang, email) === undefined && password.length <= 4 * PROFILE_LIMITS.passwordMax;
  const user = await authenticate(db, tenant, plausible ? email : '', plausible ? password : '');
  if (!user) {
    // The reserved slots stay: they are this failure's count.
    return loginPage(c, deps, hosted, { email, general: tr(hosted.lang, 'error.loginFailed'), status: 401 });
  }
  await resetRateLimit(db, loginAccountKey(tenant, email));
  await releaseAttempt(db, ipKey);
  return signInAndReturn(c, deps, hosted, user);
}

/** GET/POST /hosted/login: e-mail + password → hosted sign-on + login code → back to the portal. */
export const loginRoutes = (deps: HostedDeps): Hono =>
  hostedFormRoutes(deps, '/login', { get: (c, d, hosted) => loginPage(c, d, hosted), post: postLogin });

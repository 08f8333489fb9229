import type { Context, Hono } from 'hono';
import { HOSTED_PAGES, HOSTED_QUERY, PROFILE_LIMITS } from '../../../contract/session.ts';
import { createAccount, linkPartnerNumber, normalizeEmail } from '../auth/accounts.ts';
import { clientIp } from '../auth/client-ip.ts';
import { peekPartnerToken } from '../auth/partner-tokens.ts';
import { compactErrors, confirmationError, emailError, nameError, passwordError } from './field-rules.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import {
  formToken,
  type Hosted,
  type HostedDeps,
  hostedFormRoutes,
  hostedHref,
  rateLimited,
  refuseForgery,
  signInAndReturn,
  tooManyPage,
} from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { tr } from './texts.ts';

/** Account creations (valid sign-up attempts) per address and hour. */
/** The default sign-ups per address (REGISTER_LIMIT_PER_HOUR sets another) in the window. */
export const REGISTER_LIMITS = { perIp: 10, windowSeconds: 3600 } as const;

interface RegisterValues {
  name: string;
  lastName: string;
  email: string;
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** After a partner login without an account (commerce §8): the live partner token and its number. */
async function partnerLink(c: Context, deps: HostedDeps, hosted: Hosted) {
  const token = c.req.query(HOSTED_QUERY.partnerToken);
  if (!token || !TOKEN.test(token)) return undefined;
  const msisdn = await peekPartnerToken(deps.db, hosted.tenant.name, token);
  return msisdn ? { token, msisdn } : undefined;
}

async function registerPage(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  values: Partial<RegisterValues> = {},
  errors: FieldErrors = {},
) {
  const { lang } = hosted;
  const link = await partnerLink(c, deps, hosted);
  const csrf = await formToken(c, deps);
  const echo = (value: string | undefined) => (value ? { value } : {});
  const specs: FieldSpec[] = [
    {
      name: 'name',
      label: 'field.name',
      type: 'text',
      autocomplete: 'given-name',
      maxLength: PROFILE_LIMITS.nameMax,
      ...echo(values.name),
    },
    {
      name: 'lastName',
      label: 'field.lastName',
      type: 'text',
      autocomplete: 'family-name',
      maxLength: PROFILE_LIMITS.lastNameMax,
      required: false,
      ...echo(values.lastName),
    },
    {
      name: 'email',
      label: 'field.email',
      type: 'email',
      autocomplete: 'email',
      maxLength: PROFILE_LIMITS.emailMax,
      ltr: true,
      ...echo(values.email),
    },
    {
      name: 'password',
      label: 'field.password',
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
  return page(c, hosted, {
    title: 'register.title',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    // The number is isolated left to right so it reads correctly inside Arabic text.
    content: h`${link ? h`<p class="notice">${tr(lang, 'register.partnerNote', { msisdn: `\u2066${link.msisdn}\u2069` })}</p>` : ''}${postForm({ action: hostedHref(HOSTED_PAGES.register, hosted, link ? { [HOSTED_QUERY.partnerToken]: link.token } : {}), csrf, lang, submit: 'register.submit', specs, errors })}
<ul class="links"><li><a href="${hostedHref(HOSTED_PAGES.login, hosted)}">${tr(lang, 'register.toLogin')}</a></li></ul>`,
  });
}

async function postRegister(c: Context, deps: HostedDeps, hosted: Hosted): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, hosted, form);
  if (forged) return forged;
  const { lang } = hosted;
  // Echoed values are cut to a little over their limit, so an oversized post never comes back whole.
  const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max + 1);
  const values: RegisterValues = {
    name: clip(form.name, PROFILE_LIMITS.nameMax),
    lastName: clip(form.lastName, PROFILE_LIMITS.lastNameMax),
    email: clip(normalizeEmail(form.email ?? ''), PROFILE_LIMITS.emailMax),
  };
  const password = form.password ?? '';
  const errors = compactErrors({
    name: nameError(lang, values.name, true, PROFILE_LIMITS.nameMax),
    lastName: nameError(lang, values.lastName, false, PROFILE_LIMITS.lastNameMax),
    email: emailError(lang, values.email),
    password: passwordError(lang, password),
    passwordConfirm: confirmationError(lang, password, form.passwordConfirm ?? ''),
  });
  if (Object.keys(errors).length > 0) return registerPage(c, deps, hosted, values, errors);

  const tenant = hosted.tenant.name;
  const wait = await rateLimited(deps, [
    {
      key: `register:ip:${tenant}:${clientIp(c, deps.settings)}`,
      limit: deps.settings.registerLimitPerHour,
      windowSeconds: REGISTER_LIMITS.windowSeconds,
    },
  ]);
  if (wait > 0) return tooManyPage(c, hosted, wait);

  const user = await createAccount(deps.db, tenant, { ...values, password });
  if (!user) return registerPage(c, deps, hosted, values, { email: tr(lang, 'error.emailTaken') });
  const link = await partnerLink(c, deps, hosted);
  if (link) await linkPartnerNumber(deps.db, tenant, user.id, link.token);
  return signInAndReturn(c, deps, hosted, user);
}

/** GET/POST /hosted/register: a new account in this tenant, then logged in like /hosted/login. */
export const registerRoutes = (deps: HostedDeps): Hono =>
  hostedFormRoutes(deps, '/register', {
    get: (c, d, hosted) => registerPage(c, d, hosted),
    post: postRegister,
  });

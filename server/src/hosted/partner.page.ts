import type { Context, Hono } from 'hono';
import { HOSTED_PAGES, LOGIN_RETURN_QUERY } from '../../../contract/session.ts';
import { clientIp } from '../auth/client-ip.ts';
import { demoToolsAnswer } from '../auth/demo-tools.ts';
import { issuePartnerToken } from '../auth/partner-tokens.ts';
import { msisdnError } from './field-rules.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import {
  errorPage,
  formToken,
  frameOf,
  type Hosted,
  type HostedDeps,
  hostedFormRoutes,
  hostedHref,
  hostedOf,
  rateLimited,
  refuseForgery,
  returnWith,
  tooManyPage,
} from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { tr } from './texts.ts';

const MSISDN_MAX = 20;

/** Confirmations per number and per address, each in an hour. */
export const PARTNER_LIMITS = {
  perNumber: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
} as const;

/** Stored numbers are written without spaces, so "+40 700 000 001" finds the account "+40700000001". */
export const normalizeMsisdn = (msisdn: string): string => msisdn.replace(/\s+/g, '');

async function partnerPage(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  msisdn = '',
  errors: FieldErrors = {},
) {
  const { lang } = hosted;
  const csrf = await formToken(c, deps);
  const specs: FieldSpec[] = [
    {
      name: 'msisdn',
      label: 'field.msisdn',
      type: 'tel',
      autocomplete: 'tel',
      maxLength: MSISDN_MAX,
      hint: 'hint.msisdn',
      ltr: true,
      ...(msisdn ? { value: msisdn } : {}),
    },
  ];
  return page(c, hosted, {
    title: 'partner.title',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    content: h`<p>${tr(lang, 'partner.intro')}</p>
${postForm({ action: hostedHref(HOSTED_PAGES.partner, hosted), csrf, lang, submit: 'partner.submit', specs, errors })}`,
  });
}

async function postPartner(c: Context, deps: HostedDeps, hosted: Hosted): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, hosted, form);
  if (forged) return forged;
  const msisdn = (form.msisdn ?? '').trim().slice(0, MSISDN_MAX + 1);
  const invalid = msisdnError(hosted.lang, msisdn);
  if (invalid) return partnerPage(c, deps, hosted, msisdn, { msisdn: invalid });
  const tenant = hosted.tenant.name;
  const number = normalizeMsisdn(msisdn);
  const wait = await rateLimited(deps, [
    { key: `partner:msisdn:${tenant}:${number}`, ...PARTNER_LIMITS.perNumber },
    { key: `partner:ip:${tenant}:${clientIp(c, deps.settings)}`, ...PARTNER_LIMITS.perIp },
  ]);
  if (wait > 0) return tooManyPage(c, hosted, wait);
  // The partner is simulated (demo tools only): the number the user types counts as confirmed by the operator.
  const token = await issuePartnerToken(deps.db, tenant, number);
  return returnWith(c, hosted, LOGIN_RETURN_QUERY.partnerToken, token);
}

/** Partner tenants with the demo tools on only; everyone else gets the 404 page before anything else is looked at. */
async function partnerHosted(c: Context, deps: HostedDeps): Promise<Hosted | Response> {
  const frame = await frameOf(c, deps);
  if (frame.tenant.features.partner !== true || !demoToolsAnswer(c, deps.settings))
    return errorPage(c, frame, 'notFound', 404);
  return hostedOf(c, deps, frame);
}

/** GET/POST /hosted/partner: the (simulated) partner confirms a mobile number → ?partnerToken= on the return. */
export const partnerPageRoutes = (deps: HostedDeps): Hono =>
  hostedFormRoutes(
    deps,
    '/partner',
    { get: (c, d, hosted) => partnerPage(c, d, hosted), post: postPartner },
    partnerHosted,
  );

import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isLocaleCode, type LocaleCode, localeIso, localeNumbering } from '../../../contract/locales.ts';
import { clientIp } from '../auth/client-ip.ts';
import type { Db } from '../db/client.ts';
import { type CreditCardRow, creditCards, type PaymentRow, payments } from '../db/schema/commerce.ts';
import { subscriptionTypes } from '../db/schema/entitlement.ts';
import { pickText } from '../db/schema/localized-text.ts';
import { requestHostname } from '../http/request-origin.ts';
import { HOSTED_CHECKOUT } from '../routes/commerce/payment-options.ts';
import { findTenantForHost } from '../routes/tenant/tenant.service.ts';
import { errorPage, type HostedDeps, rateLimited, tooManyPage } from './hosted-context.ts';
import { h } from './html.ts';
import { type Frame, page } from './layout.ts';
import { tr } from './texts.ts';

/** Card and code attempts: per payment and per address, in 15 minutes. */
export const CHECKOUT_LIMITS = {
  perPayment: { limit: 10, windowSeconds: 900 },
  perIp: { limit: 30, windowSeconds: 900 },
} as const;

export interface Checkout {
  frame: Frame & { redirectUrl?: string };
  payment: PaymentRow;
  planName: string;
  amount: string;
}

const PAYMENT_ID = /^pay_[A-Za-z0-9_-]{22}$/;

export const formatAmount = (lang: LocaleCode, minor: number, currency: string): string =>
  new Intl.NumberFormat(localeIso(lang), {
    style: 'currency',
    currency,
    numberingSystem: localeNumbering(lang),
  }).format(minor / 100);

/**
 * The payment named in the path, on a host of its own tenant (the id is the capability: random, 128
 * bits), in ?lang= or the language the portal sent. Anything else is the translated 404 page.
 */
export async function checkoutOf(c: Context, deps: HostedDeps): Promise<Checkout | Response> {
  const tenant = await findTenantForHost(deps.db, requestHostname(c.req.url), deps.defaultTenant);
  const id = c.req.param('id') ?? '';
  const [payment] = PAYMENT_ID.test(id)
    ? await deps.db
        .select()
        .from(payments)
        .where(
          and(eq(payments.id, id), eq(payments.tenantName, tenant.name), eq(payments.provider, 'sandbox')),
        )
    : [];
  const asked = c.req.query('lang');
  const lang: LocaleCode = isLocaleCode(asked)
    ? asked
    : payment && isLocaleCode(payment.lang)
      ? payment.lang
      : tenant.defaultLocale;
  if (!payment) return errorPage(c, { tenant, lang }, 'notFound', 404);
  const [type] = payment.typeId
    ? await deps.db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, payment.typeId))
    : [];
  return {
    frame: { tenant, lang, ...(payment.returnUrl ? { redirectUrl: payment.returnUrl } : {}) },
    payment,
    planName: type ? pickText(type.titles, lang) : String((payment.intent as { title?: string }).title ?? ''),
    amount: formatAmount(lang, payment.amountMinor, payment.currency),
  };
}

/** Counts one attempt per payment and per address; the 429 page when either is used up. */
export async function attemptLimited(
  c: Context,
  deps: HostedDeps,
  checkout: Checkout,
): Promise<Response | undefined> {
  const wait = await rateLimited(deps, [
    { key: `checkout:payment:${checkout.payment.id}`, ...CHECKOUT_LIMITS.perPayment },
    {
      key: `checkout:ip:${checkout.payment.tenantName}:${clientIp(c, deps.settings)}`,
      // CHECKOUT_LIMIT_PER_15_MIN sets another limit (the journeys pay many times from one address).
      limit: deps.settings.checkoutLimitPer15Min,
      windowSeconds: CHECKOUT_LIMITS.perIp.windowSeconds,
    },
  ]);
  return wait > 0 ? tooManyPage(c, checkout.frame, wait) : undefined;
}

/** The PSP's token for a card: the user's stored card with the same brand, last four and expiry, or a new one. */
export async function storeCard(
  tx: Db,
  payment: PaymentRow,
  card: { brand: string; last4: string; month: number; year: number; behaviour: string },
): Promise<CreditCardRow> {
  const mine = await tx
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, payment.userId), eq(creditCards.tenantName, payment.tenantName)));
  const same = mine.find(
    (row) =>
      row.brand === card.brand &&
      row.last4 === card.last4 &&
      row.expiryMonth === card.month &&
      row.expiryYear === card.year,
  );
  if (same) return same;
  const [row] = await tx
    .insert(creditCards)
    .values({
      tenantName: payment.tenantName,
      userId: payment.userId,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.month,
      expiryYear: card.year,
      behaviour: card.behaviour,
      isDefault: mine.length === 0,
    })
    .returning();
  if (!row) throw new Error('card not stored');
  return row;
}

export const checkoutAction = (checkout: Checkout, suffix = '') =>
  `${HOSTED_CHECKOUT}/${checkout.payment.id}${suffix}?lang=${checkout.frame.lang}`;

/** The way out of an open checkout: back to the portal, the payment left open (nothing is charged). */
export const leaveLink = (checkout: Checkout) =>
  h`<p class="leave"><a href="${checkoutAction(checkout, '/leave')}">${tr(checkout.frame.lang, 'checkout.leave')}</a></p>`;

export function closedPage(c: Context, checkout: Checkout) {
  const { lang } = checkout.frame;
  return page(c, checkout.frame, {
    title: 'checkout.title',
    status: 409,
    content: h`<p role="status">${tr(lang, 'checkout.closed')}</p>`,
  });
}

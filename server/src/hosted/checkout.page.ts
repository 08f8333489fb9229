import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../contract/locales.ts';
import { VOUCHER_ERRORS } from '../../../contract/voucher.ts';
import { users } from '../db/schema/auth.ts';
import { payments } from '../db/schema/commerce.ts';
import { startChallenge } from '../routes/commerce/challenge.ts';
import { commerceNow } from '../routes/commerce/clock.ts';
import { behaviourOf, cardBrand, readCard, TEST_CARDS } from '../routes/commerce/sandbox-cards.ts';
import { sandboxProvider } from '../routes/commerce/sandbox-provider.ts';
import { settlePayment } from '../routes/commerce/settle.ts';
import { articleOf } from '../routes/purchase/options.service.ts';
import { paidAlready } from '../routes/purchase/ownership.ts';
import { cartOutOfStock } from '../routes/voucher/catalogue.service.ts';
import { challengePage, postChallenge } from './checkout-challenge.page.ts';
import { redirectBack } from './checkout-outcome.ts';
import {
  attemptLimited,
  type Checkout,
  checkoutAction,
  checkoutOf,
  closedPage,
  leaveLink,
  storeCard,
} from './checkout-state.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import { formToken, type HostedDeps, refuseForgery } from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { merchantLine } from './merchant-line.ts';
import { tr } from './texts.ts';

const cardSpecs = (values: Record<string, string> = {}): FieldSpec[] => [
  {
    name: 'number',
    label: 'field.cardNumber',
    type: 'text',
    autocomplete: 'cc-number',
    maxLength: 23,
    ltr: true,
    ...(values.number ? { value: values.number } : {}),
  },
  {
    name: 'expiry',
    label: 'field.cardExpiry',
    type: 'text',
    autocomplete: 'cc-exp',
    maxLength: 7,
    ltr: true,
    ...(values.expiry ? { value: values.expiry } : {}),
  },
  {
    name: 'cvc',
    label: 'field.cardCvc',
    type: 'text',
    autocomplete: 'cc-csc',
    maxLength: 4,
    hint: 'hint.cardCvc',
    ltr: true,
  },
];

/** Payments that buy something once (an article, a voucher cart): the summary says no renewal follows. */
const PAID_ONCE = new Set(['ONE_TIME', 'VOUCHER']);

const testCards = (lang: LocaleCode) => h`<p class="notice">${tr(lang, 'checkout.sandbox')}</p>
<table class="cards"><caption>${tr(lang, 'checkout.testCards')}</caption>
<thead><tr><th scope="col">${tr(lang, 'field.cardNumber')}</th><th scope="col">${tr(lang, 'checkout.outcome')}</th></tr></thead>
<tbody>${TEST_CARDS.map((card) => h`<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${tr(lang, `checkout.card.${card.behaviour}`)}</td></tr>`)}</tbody></table>`;

async function cardPage(
  c: Context,
  deps: HostedDeps,
  checkout: Checkout,
  values: Record<string, string> = {},
  errors: FieldErrors = {},
) {
  const { lang } = checkout.frame;
  const addCard = checkout.payment.purpose === 'ADD_CARD';
  const intro = addCard
    ? h`<p>${tr(lang, 'checkout.cardIntro')}</p>`
    : h`<p class="amount">${tr(lang, PAID_ONCE.has(checkout.payment.purpose) ? 'checkout.summaryOnce' : 'checkout.summary', { plan: checkout.planName, amount: checkout.amount })}</p>`;
  const form = postForm({
    action: checkoutAction(checkout),
    csrf: await formToken(c, deps),
    lang,
    submit: addCard ? 'checkout.saveCard' : 'checkout.pay',
    submitParams: { amount: checkout.amount },
    specs: cardSpecs(values),
    errors,
  });
  return page(c, checkout.frame, {
    title: addCard ? 'checkout.cardTitle' : 'checkout.title',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    content: h`${intro}${await merchantLine(deps.db, checkout.frame)}${testCards(lang)}${form}${leaveLink(checkout)}`,
  });
}

const CARD_ERRORS = {
  number: { invalid: 'error.cardNumber' },
  expiry: { invalid: 'error.cardExpiry', expired: 'error.cardExpired' },
  cvc: { invalid: 'error.cardCvc' },
} as const;

async function postCard(c: Context, deps: HostedDeps, checkout: Checkout): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, checkout.frame, form);
  if (forged) return forged;
  if (checkout.payment.status !== 'CREATED') return closedPage(c, checkout);
  const limited = await attemptLimited(c, deps, checkout);
  if (limited) return limited;
  const { lang } = checkout.frame;
  const input = {
    number: (form.number ?? '').slice(0, 30),
    expiry: (form.expiry ?? '').slice(0, 10),
    cvc: (form.cvc ?? '').slice(0, 6),
  };
  const card = readCard(input, (await commerceNow(deps.db)).now);
  if (!card.ok) {
    const errors: FieldErrors = {};
    for (const [name, problem] of Object.entries(card.errors)) {
      const key = (CARD_ERRORS as Record<string, Record<string, string>>)[name]?.[problem as string];
      if (key) errors[name] = tr(lang, key as 'error.cardNumber');
    }
    return cardPage(c, deps, checkout, input, errors);
  }
  return charge(c, deps, checkout, {
    brand: cardBrand(card.digits),
    last4: card.digits.slice(-4),
    month: card.month,
    year: card.year,
    behaviour: behaviourOf(card.digits),
  });
}

/** The provider's answer for the card, settled with the card, ledger and subscription in one transaction. */
async function charge(
  c: Context,
  deps: HostedDeps,
  checkout: Checkout,
  card: Parameters<typeof storeCard>[2],
): Promise<Response> {
  const { payment, frame } = checkout;
  if (payment.purpose === 'VOUCHER') {
    const lines = (payment.intent as { lines?: { voucherId: number; quantity: number }[] }).lines ?? [];
    if (await cartOutOfStock(deps.db, payment.tenantName, lines)) {
      await settlePayment(deps.db, payment.id, 'FAILED', VOUCHER_ERRORS.outOfStock);
      return redirectBack(c, deps, frame.tenant, frame.lang, payment, {
        kind: 'failed',
        error: VOUCHER_ERRORS.outOfStock,
      });
    }
  }
  if (payment.purpose === 'ONE_TIME') {
    // Another checkout of the same article may have paid (or be settling) since this one opened: no second charge.
    const articleId = Number((payment.intent as { articleId?: number }).articleId);
    const item = await articleOf(deps.db, payment.tenantName, articleId);
    const refused = await paidAlready(deps.db, payment, item);
    if (refused) {
      await settlePayment(deps.db, payment.id, 'FAILED', refused.code);
      return redirectBack(c, deps, frame.tenant, frame.lang, payment, {
        kind: 'failed',
        error: refused.code,
      });
    }
  }
  const outcome = await sandboxProvider.charge(card, payment);
  if (
    payment.purpose === 'ADD_CARD' &&
    outcome.status === 'FAILED' &&
    outcome.error !== 'USER_ALREADY_SUBSCRIBED'
  ) {
    await settlePayment(deps.db, payment.id, 'FAILED', outcome.error);
    return redirectBack(c, deps, frame.tenant, frame.lang, payment, { kind: 'failed', error: outcome.error });
  }
  const settled = await deps.db.transaction(async (tx) => {
    const stored = outcome.status === 'FAILED' ? undefined : await storeCard(tx, payment, card);
    if (stored) await tx.update(payments).set({ cardId: stored.id }).where(eq(payments.id, payment.id));
    if (payment.purpose === 'ADD_CARD') return settlePayment(tx, payment.id, 'SUCCEEDED');
    if (outcome.status === 'CHALLENGE') {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
      await startChallenge(tx, payment, user?.email ?? '');
      return undefined;
    }
    return settlePayment(
      tx,
      payment.id,
      outcome.status,
      outcome.status === 'FAILED' ? outcome.error : undefined,
    );
  });
  if (!settled) return c.redirect(checkoutAction(checkout), 303);
  if (!settled.changed) return closedPage(c, checkout);
  const kind =
    outcome.status === 'FAILED' && payment.purpose !== 'ADD_CARD'
      ? { kind: 'failed' as const, error: outcome.error }
      : outcome.status === 'PENDING' && payment.purpose !== 'ADD_CARD'
        ? { kind: 'pending' as const }
        : { kind: 'success' as const };
  return redirectBack(c, deps, frame.tenant, frame.lang, payment, kind);
}

/**
 * The sandbox's hosted checkout (GET/POST /hosted/checkout/{paymentId}): translated, right-to-left in
 * Arabic, CSRF-protected and rate-limited like the login pages; every outcome returns (303) to the
 * allowlisted return URL with the spec's purchase-return parameters.
 */
export function checkoutRoutes(deps: HostedDeps): Hono {
  const withCheckout =
    (handler: (c: Context, d: HostedDeps, checkout: Checkout) => Promise<Response> | Response) =>
    async (c: Context) => {
      const checkout = await checkoutOf(c, deps);
      return checkout instanceof Response ? checkout : handler(c, deps, checkout);
    };
  return (
    new Hono()
      .get(
        '/checkout/:id',
        withCheckout((c, d, checkout) => {
          if (checkout.payment.status === 'CREATED') return cardPage(c, d, checkout);
          if (checkout.payment.status === 'CHALLENGE') return challengePage(c, d, checkout);
          return closedPage(c, checkout);
        }),
      )
      // Leaving changes nothing (the payment stays open for the one-time payment options), so a link will do.
      .get(
        '/checkout/:id/leave',
        withCheckout((c, d, checkout) => {
          const { payment, frame } = checkout;
          return ['CREATED', 'CHALLENGE'].includes(payment.status)
            ? redirectBack(c, d, frame.tenant, frame.lang, payment, { kind: 'left' })
            : closedPage(c, checkout);
        }),
      )
      .post('/checkout/:id', withCheckout(postCard))
      .post('/checkout/:id/challenge', withCheckout(postChallenge))
  );
}

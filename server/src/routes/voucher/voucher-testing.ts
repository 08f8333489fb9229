import { expect } from 'vitest';
import { PAYMENT_SIGNATURE_HEADER } from '../../../../contract/commerce.ts';
import type { VoucherCatalogue } from '../../../../contract/voucher.ts';
import { mailsTo } from '../../auth/mail.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { callAs, RETURN, returnParams } from '../commerce/commerce-testing.ts';
import { DEV_PAYMENT_SECRET, signNotification } from '../commerce/notifications.service.ts';

export const SUCCESS_CARD = '4242424242424242';
export const INSUFFICIENT_CARD = '4000000000009995';
/** XXXX-XXXX-XXXX-XXXX in Crockford base32. */
export const CODE = /[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}/g;

export async function catalogue(t: TestApp, tenant = 'demo', lang = 'en'): Promise<VoucherCatalogue> {
  const res = await t.api(`/voucher/catalogue?lang=${lang}`, { tenant });
  expect(res.status).toBe(200);
  return (await res.json()) as VoucherCatalogue;
}

/** The catalogue entry of a seeded voucher by its English name. */
export async function voucherNamed(t: TestApp, name: string, tenant = 'demo') {
  const entry = (await catalogue(t, tenant)).items.find((item) => item.name === name);
  if (!entry) throw new Error(`no voucher ${name} on sale in ${tenant}`);
  return entry;
}

export type Cart = { voucherId: number; quantity: number; price: number; currency?: string }[];

export const cartBody = (cart: Cart, over: Record<string, unknown> = {}) => ({
  items: cart.map(({ voucherId, quantity }) => ({ voucherId, quantity })),
  total: {
    amount: Math.round(cart.reduce((sum, line) => sum + line.price * 100 * line.quantity, 0)) / 100,
    currency: cart[0]?.currency ?? 'EUR',
  },
  sessionName: 'en',
  redirectionUrl: RETURN,
  ...over,
});

/** POST /voucher/purchase answered 200: the checkout's URL and the payment id. */
export async function openCart(t: TestApp, email: string, cart: Cart, tenant = 'demo') {
  // Each tenant's own host is on its return allowlist.
  const redirectionUrl = tenant === 'demo' ? RETURN : `http://${tenant}.localhost/subscription`;
  const res = await callAs(t, email, '/voucher/purchase', {
    body: cartBody(cart, { redirectionUrl }),
    tenant,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { url: string; transactionId: string };
}

/** Pays an open checkout with a sandbox test card; answers the purchase-return parameters. */
export async function payCheckout(t: TestApp, url: string, number = SUCCESS_CARD) {
  const paid = await new TestBrowser(t).submit(url, { number, expiry: '12/34', cvc: '123' });
  expect(paid.status).toBe(303);
  return returnParams(paid);
}

/** The codes in the newest mail to `email` (as the mail shows them, with dashes), with the mail. */
export async function mailedCodes(t: TestApp, email: string, tenant = 'demo') {
  const [mail] = await mailsTo(t.database.db, tenant, email, 1);
  return { mail, codes: [...(mail?.body ?? '').matchAll(CODE)].map((m) => m[0]) };
}

/** Buys and pays a cart; answers the payment id and the mailed codes, in cart order. */
export async function buyVouchers(t: TestApp, email: string, cart: Cart, tenant = 'demo') {
  const { url, transactionId } = await openCart(t, email, cart, tenant);
  expect(await payCheckout(t, url)).toMatchObject({ status: '200', purchaseType: 'VOUCHER' });
  const { codes } = await mailedCodes(t, email, tenant);
  return { transactionId, codes };
}

/** The provider's signed notification that a payment succeeded (settles it without the checkout page). */
export async function notifyPaid(
  t: TestApp,
  paymentId: string,
  amountMinor: number,
  eventId: string,
  tenant = 'demo',
) {
  const body = JSON.stringify({ eventId, paymentId, outcome: 'SUCCEEDED', amountMinor, currency: 'EUR' });
  const res = await t.api('/payment/notification', {
    method: 'POST',
    tenant,
    body,
    headers: { [PAYMENT_SIGNATURE_HEADER]: signNotification(DEV_PAYMENT_SECRET, body) },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { accepted: boolean; duplicate: boolean };
}

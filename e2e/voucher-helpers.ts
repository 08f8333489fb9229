import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface CatalogueVoucher {
  id: number;
  name: string;
  price: number;
  availableNo: number;
  clickUrl: string;
  grantsSubscriptionType?: { id: number; name: string };
}

/** The demo tenant's voucher catalogue in a language: the items the cart sells, and maxQuantity. */
export async function voucherCatalogue(
  request: APIRequestContext,
  lang = 'en',
): Promise<{ items: CatalogueVoucher[]; maxQuantity: number }> {
  const res = await request.get(`/api/voucher/catalogue?lang=${lang}`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A voucher of the catalogue: a merchant one by its English name, or the first one that grants a plan. */
export async function findVoucher(
  request: APIRequestContext,
  which: { name: string } | 'subscription',
  lang = 'en',
): Promise<CatalogueVoucher> {
  const { items } = await voucherCatalogue(request, lang);
  const found =
    which === 'subscription'
      ? items.find((item) => item.grantsSubscriptionType)
      : items.find((item) => item.name === which.name);
  expect(found, JSON.stringify(which)).toBeTruthy();
  return found as CatalogueVoucher;
}

/** On a voucher's details page: the quantity stepped up from 1 by `more`, then "Add to cart". */
export async function addToCart(page: Page, path: string, more = 0) {
  await page.goto(path);
  const action = page.locator('[data-add-to-cart]');
  await expect(action).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < more; i++) await action.locator('[data-step="up"]').click();
  await action.locator('[data-add]').click();
  await expect(action.getByRole('status')).toContainText(/\d|[٠-٩]/);
}

/** The cart line of a voucher on /myCart. */
export const cartLine = (page: Page, voucherId: number) => page.locator(`[data-cart-line="${voucherId}"]`);

/** Pays at the sandbox checkout the browser is on, with the card. */
export async function payAtCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');
}

/** The bodies of the demo mailbox's mails to an address, newest first (what the user reads in the mailbox). */
export async function mailBodies(page: Page, email: string): Promise<string[]> {
  await page.goto(`/hosted/mailbox?email=${encodeURIComponent(email)}`);
  return page.locator('article.mail pre').allTextContents();
}

/** Voucher codes in a mail body: "Title: XXXX-XXXX-XXXX-XXXX" lines, by title. */
export function codesIn(body: string): { title: string; code: string }[] {
  return [...body.matchAll(/^(.+): ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})$/gm)].map((m) => ({
    title: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

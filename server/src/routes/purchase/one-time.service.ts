import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { type OneTimePurchaseAnswer, PURCHASE_ERRORS } from '../../../../contract/purchase.ts';
import { queueMail } from '../../auth/mail.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { type PaymentRow, payments } from '../../db/schema/commerce.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { CHALLENGE_ATTEMPTS } from '../commerce/challenge.ts';
import { commerceNow } from '../commerce/clock.ts';
import { settlePayment } from '../commerce/settle.ts';
import { checkoutUrl, newPaymentId, refuseUnlistedReturn } from '../commerce/subscribe.service.ts';
import { toMinor } from '../commerce/subscribe-rules.ts';
import { oneTimePrice } from '../player/purchase-options.ts';
import { articleOf } from './options.service.ts';
import { type OwnerScope, ownsArticle, paidAlready } from './ownership.ts';
import { receiptOf } from './receipts.service.ts';

/** How long a one-time purchase PIN can be typed, and how many digits it has. */
export const PIN_TTL_MINUTES = 10;
export const PIN_LENGTH = 6;

/** What a one-time purchase pays for (payments.intent). */
export interface OneTimeIntent {
  articleId: number;
  title: string;
  /** SHA-256 of the purchaseToken handed to the caller that opened the transaction (operator flow only). */
  tokenHash?: string;
  expiresAt?: string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
/** The PIN's hash is bound to its transaction: a PIN of another transaction never matches. */
const pinHash = (paymentId: string, pin: string) => sha(`one-time-pin:${paymentId}:${pin}`);

const refuse = (status: number, code: string, detail: string, data?: unknown) =>
  new ProblemError({ status, code, detail, ...(data === undefined ? {} : { data }) });

/** The article if the user may buy it now: priced, sold by itself, and not paid for already (paidAlready). */
async function buyable(db: Db, scope: OwnerScope, articleId: number) {
  const item = await articleOf(db, scope.tenantName, articleId);
  const price = oneTimePrice(item);
  if (!price) throw refuse(400, PURCHASE_ERRORS.notForSale, `Article ${articleId} is not sold by itself.`);
  const refused = await paidAlready(db, scope, item);
  if (refused) throw refused;
  return { item, price };
}

const intentOf = (item: CatalogueItemRow, lang: LocaleCode, extra: Partial<OneTimeIntent> = {}) =>
  ({ articleId: item.id, title: pickText(item.titles, lang), ...extra }) satisfies OneTimeIntent;

/**
 * GET /purchase/ArticleOneTimePurchase: opens an operator-billed transaction at the catalogue's price and
 * sends a PIN by SMS (the demo mailbox of the user's address). The caller gets the transaction id and a
 * purchase token; only hashes of PIN and token are kept.
 */
export async function openOneTimePurchase(
  db: Db,
  tenant: TenantRow,
  scope: OwnerScope,
  articleId: number,
  lang: LocaleCode,
): Promise<OneTimePurchaseAnswer> {
  const { item, price } = await buyable(db, scope, articleId);
  await enforceRateLimits(db, [
    { key: `one-time-pin:${tenant.name}:${scope.userId}`, limit: 10, windowSeconds: 3600 },
  ]);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, scope.userId));
  const id = newPaymentId();
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
  const token = randomBytes(24).toString('base64url');
  const { now } = await commerceNow(db);
  const expiresAt = new Date(now.getTime() + PIN_TTL_MINUTES * 60_000).toISOString();
  const intent = intentOf(item, lang, { tokenHash: sha(token), expiresAt });
  await db.insert(payments).values({
    id,
    tenantName: tenant.name,
    userId: scope.userId,
    purpose: 'ONE_TIME',
    provider: 'operator',
    status: 'CHALLENGE',
    amountMinor: toMinor(price.amount),
    currency: price.currency,
    chargeKey: id,
    lang,
    challengeHash: pinHash(id, pin),
    intent,
  });
  await queueMail(db, {
    tenantName: tenant.name,
    recipient: user?.email ?? '',
    subject: `SMS: PIN ${pin}`,
    body: `Your PIN to buy ${intent.title} (${price.amount} ${price.currency}) is ${pin}. It expires in ${PIN_TTL_MINUTES} minutes.`,
  });
  return {
    paymentTransactionUuid: id,
    purchaseToken: token,
    articleId: item.id,
    title: intent.title,
    price,
    pinLength: PIN_LENGTH,
    expiresAt,
  };
}

interface VerifyBody {
  paymentTransactionUuid: string;
  articleId: number;
  pin: string;
  purchaseToken: string;
}

/** The caller's open-or-settled operator transaction for exactly this article and token, else 404. */
async function transactionOf(db: Db, scope: OwnerScope, body: VerifyBody): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, body.paymentTransactionUuid),
        eq(payments.tenantName, scope.tenantName),
        eq(payments.userId, scope.userId),
        eq(payments.purpose, 'ONE_TIME'),
        eq(payments.provider, 'operator'),
      ),
    );
  const intent = payment?.intent as OneTimeIntent | undefined;
  if (!payment || intent?.articleId !== body.articleId || intent.tokenHash !== sha(body.purchaseToken))
    throw refuse(404, 'TRANSACTION_NOT_FOUND', 'There is no such purchase transaction for this article.');
  return payment;
}

/**
 * POST /purchase/VerifyOneTimePurchasePin: a right PIN charges the operator bill and puts the article in
 * the wallet (payment, ledger and wallet in one transaction); a wrong one counts (5 lock the transaction);
 * an expired or used one is refused. `keep` marks a refusal whose writes (the count, the lock) must stay.
 */
export async function verifyOneTimePin(db: Db, scope: OwnerScope, body: VerifyBody, keep: () => void) {
  const payment = await transactionOf(db, scope, body);
  if (payment.status === 'SUCCEEDED')
    throw refuse(409, 'PIN_ALREADY_USED', 'This purchase is already paid; its PIN cannot be used again.');
  if (payment.status !== 'CHALLENGE') {
    const locked = payment.error === PURCHASE_ERRORS.pinLocked;
    const expired = payment.error === PURCHASE_ERRORS.pinExpired;
    const code = locked || expired ? (payment.error ?? '') : 'TRANSACTION_CLOSED';
    throw refuse(locked ? 423 : 410, code, 'This purchase transaction is closed; start a new purchase.');
  }
  const intent = payment.intent as unknown as OneTimeIntent;
  const { now } = await commerceNow(db);
  if (intent.expiresAt && now.getTime() > Date.parse(intent.expiresAt)) {
    await settlePayment(db, payment.id, 'FAILED', PURCHASE_ERRORS.pinExpired);
    keep();
    throw refuse(410, PURCHASE_ERRORS.pinExpired, 'The PIN has expired; start a new purchase.');
  }
  if (payment.challengeHash !== pinHash(payment.id, body.pin)) {
    const attempts = payment.challengeAttempts + 1;
    await db
      .update(payments)
      .set({ challengeAttempts: attempts, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    keep();
    if (attempts >= CHALLENGE_ATTEMPTS) {
      await settlePayment(db, payment.id, 'FAILED', PURCHASE_ERRORS.pinLocked);
      throw refuse(423, PURCHASE_ERRORS.pinLocked, 'Too many wrong PINs: this purchase is locked.');
    }
    throw refuse(400, PURCHASE_ERRORS.pinWrong, 'The PIN is not right.', {
      attemptsLeft: CHALLENGE_ATTEMPTS - attempts,
    });
  }
  const item = await articleOf(db, scope.tenantName, intent.articleId);
  if (await ownsArticle(db, scope, item))
    throw refuse(409, PURCHASE_ERRORS.alreadyOwned, `Article ${item.id} is already in your wallet.`);
  const settled = await db.transaction((tx) => settlePayment(tx, payment.id, 'SUCCEEDED'));
  return { status: 'SUCCESS' as const, receipt: receiptOf(settled.payment, item) };
}

/**
 * POST /subscription/oneTimePurchase (the WEB path): a sandbox checkout for the article at the catalogue's
 * price; its return carries type article, purchaseType ONE_TIME and the articleId.
 */
export async function openCardPurchase(
  db: Db,
  tenant: TenantRow,
  scope: OwnerScope,
  body: { paymentOptionUUID: string; sessionName: LocaleCode; redirectionUrl: string },
) {
  const articleId = Number(body.paymentOptionUUID);
  if (!/^[1-9]\d{0,9}$/.test(body.paymentOptionUUID) || articleId > 2_147_483_647)
    throw refuse(400, 'UNKNOWN_PAYMENT_OPTION', 'paymentOptionUUID must be a DTO purchaseIdentifier.');
  const { item, price } = await buyable(db, scope, articleId);
  await refuseUnlistedReturn(db, tenant, body.redirectionUrl);
  const id = newPaymentId();
  await db.insert(payments).values({
    id,
    tenantName: tenant.name,
    userId: scope.userId,
    purpose: 'ONE_TIME',
    provider: 'sandbox',
    status: 'CREATED',
    amountMinor: toMinor(price.amount),
    currency: price.currency,
    chargeKey: id,
    returnUrl: body.redirectionUrl,
    lang: body.sessionName,
    intent: intentOf(item, body.sessionName),
  });
  return { url: checkoutUrl(id, body.sessionName), transactionId: id };
}

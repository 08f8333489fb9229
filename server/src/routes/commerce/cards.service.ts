import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CreditCardRow, creditCards, payments } from '../../db/schema/commerce.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { checkoutUrl, newPaymentId, refuseUnlistedReturn } from './subscribe.service.ts';
import type { UserScope } from './subscriptions.service.ts';

const present = (card: CreditCardRow) => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  isDefault: card.isDefault,
});

const scoped = (scope: UserScope) =>
  and(eq(creditCards.tenantName, scope.tenantName), eq(creditCards.userId, scope.userId));

export async function listCards(db: Db, scope: UserScope) {
  const rows = await db.select().from(creditCards).where(scoped(scope)).orderBy(asc(creditCards.id));
  return rows.map(present);
}

const cardNotFound = () =>
  new ProblemError({ status: 404, code: 'CARD_NOT_FOUND', detail: 'You have no such card.' });

/** PUT /creditCard/creditCardInfo/{id}: this card becomes the default (the others stop being it). */
export async function setDefaultCard(db: Db, scope: UserScope, id: number) {
  const [card] = await db
    .select()
    .from(creditCards)
    .where(and(scoped(scope), eq(creditCards.id, id)));
  if (!card) throw cardNotFound();
  await db
    .update(creditCards)
    .set({ isDefault: false })
    .where(and(scoped(scope), eq(creditCards.isDefault, true)));
  await db.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, id));
  return present({ ...card, isDefault: true });
}

/** DELETE /creditCard/creditCardInfo/{id}: the user's own card only. */
export async function deleteCard(db: Db, scope: UserScope, id: number) {
  const deleted = await db
    .delete(creditCards)
    .where(and(scoped(scope), eq(creditCards.id, id)))
    .returning({ id: creditCards.id });
  if (deleted.length === 0) throw cardNotFound();
  return { deleted: true };
}

/** POST /creditCard/session/add/card: a zero-amount sandbox session whose page stores the card. */
export async function addCardSession(
  db: Db,
  tenant: TenantRow,
  scope: UserScope,
  body: { redirectionUrl: string; lang: string },
) {
  await refuseUnlistedReturn(db, tenant, body.redirectionUrl);
  const id = newPaymentId();
  await db.insert(payments).values({
    id,
    tenantName: tenant.name,
    userId: scope.userId,
    purpose: 'ADD_CARD',
    provider: 'sandbox',
    status: 'CREATED',
    amountMinor: 0,
    currency: 'EUR',
    chargeKey: id,
    returnUrl: body.redirectionUrl,
    lang: body.lang,
    updatedAt: sql`now()`,
  });
  return { url: checkoutUrl(id, body.lang) };
}

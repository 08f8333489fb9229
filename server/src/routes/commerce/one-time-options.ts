import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/commerce.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { paymentOptionsOf } from './payment-options.ts';
import { typeOf } from './plans.service.ts';
import { checkoutUrl, refuseUnlistedReturn } from './subscribe.service.ts';
import type { UserScope } from './subscriptions.service.ts';

/**
 * POST /subscription/oneTimePaymentOptions: how the user may pay one open transaction (a subscribe
 * waiting for its payment): the WEB option leads to that payment's checkout, the API one to the
 * operator flow.
 */
export async function oneTimePaymentOptions(
  db: Db,
  tenant: TenantRow,
  scope: UserScope,
  body: { redirectionUrl: string; lang: string; transactionId: string },
) {
  await refuseUnlistedReturn(db, tenant, body.redirectionUrl);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, body.transactionId),
        eq(payments.userId, scope.userId),
        eq(payments.tenantName, tenant.name),
      ),
    );
  if (!payment || payment.typeId === null || !['CREATED', 'CHALLENGE'].includes(payment.status))
    throw new ProblemError({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
      detail: 'There is no open transaction with this id.',
    });
  const type = await typeOf(db, tenant.name, payment.typeId, false);
  const options = paymentOptionsOf(type).map((option) =>
    option.flow === 'WEB' ? { ...option, redirectionUrl: checkoutUrl(payment.id, body.lang) } : option,
  );
  return { options };
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { type OwnedVoucher, VOUCHER_ERRORS, VOUCHER_FEEDBACK } from '../../../../contract/voucher.ts';
import { queueMail } from '../../auth/mail.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { subscriptionTypes } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { voucherCodes } from '../../db/schema/voucher.ts';
import { ProblemError } from '../../http/problem.ts';
import type { OwnerScope } from '../purchase/ownership.ts';
import { descriptionOf, grantsOf } from './catalogue.service.ts';
import { formatVoucherCode, openVoucherCode } from './voucher-codes.ts';
import { codeLines, voucherMailText } from './voucher-mail.ts';

/** Resends of one code per hour. */
export const RESEND_LIMIT = { limit: 3, windowSeconds: 3600 };
const OWNED_MAX = 500;

/** GET /voucher/user/vouchers: the codes the caller bought in this tenant, newest first (hints only). */
export async function myVouchers(db: Db, scope: OwnerScope, lang: LocaleCode): Promise<OwnedVoucher[]> {
  const rows = await db
    .select()
    .from(voucherCodes)
    .where(and(eq(voucherCodes.tenantName, scope.tenantName), eq(voucherCodes.ownerUserId, scope.userId)))
    .orderBy(desc(voucherCodes.createdAt), desc(voucherCodes.id))
    .limit(OWNED_MAX);
  const itemIds = [...new Set(rows.map((row) => row.voucherItemId))];
  const typeIds = [...new Set(rows.flatMap((row) => (row.grantsTypeId === null ? [] : [row.grantsTypeId])))];
  const [items, types] = await Promise.all([
    itemIds.length ? db.select().from(catalogueItems).where(inArray(catalogueItems.id, itemIds)) : [],
    typeIds.length ? db.select().from(subscriptionTypes).where(inArray(subscriptionTypes.id, typeIds)) : [],
  ]);
  return rows.flatMap((row): OwnedVoucher[] => {
    const item = items.find((i) => i.id === row.voucherItemId);
    if (!item) return [];
    const type = types.find((t) => t.id === row.grantsTypeId);
    return [
      {
        voucherEntityId: row.id,
        voucherId: item.id,
        title: pickText(item.titles, lang),
        description: descriptionOf(item, type, lang),
        codeHint: row.codeHint,
        status: row.status,
        ...grantsOf(type, lang),
        transactionId: row.paymentId,
        purchasedAt: row.createdAt.toISOString(),
        ...(row.redeemedAt ? { redeemedAt: row.redeemedAt.toISOString() } : {}),
      },
    ];
  });
}

/** "l•••@example.com": enough to recognise one's address, not enough to learn it. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * POST /voucher/resend/voucher: the buyer's own unused code mailed again (to the buyer's address). Another
 * user's or another tenant's code is not found; a used one is refused; three resends per code and hour.
 */
export async function resendVoucher(db: Db, scope: OwnerScope, voucherEntityId: number, lang: LocaleCode) {
  const [row] = await db
    .select()
    .from(voucherCodes)
    .where(
      and(
        eq(voucherCodes.id, voucherEntityId),
        eq(voucherCodes.tenantName, scope.tenantName),
        eq(voucherCodes.ownerUserId, scope.userId),
      ),
    );
  if (!row)
    throw new ProblemError({
      status: 404,
      code: VOUCHER_ERRORS.notFound,
      detail: 'You have no such voucher.',
      data: { feedbackCode: VOUCHER_FEEDBACK.notFound },
    });
  if (row.status !== 'ISSUED')
    throw new ProblemError({
      status: 409,
      code: VOUCHER_ERRORS.alreadyUsed,
      detail: 'This voucher code has already been used.',
      data: { feedbackCode: VOUCHER_FEEDBACK.duplicate },
    });
  await enforceRateLimits(db, [{ key: `voucher-resend:${scope.tenantName}:${row.id}`, ...RESEND_LIMIT }]);
  // One query after the other: this may run inside the request's transaction.
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, scope.userId));
  const [item] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, row.voucherItemId));
  const code = formatVoucherCode(await openVoucherCode(db, row.codeSealed, row.codeHash));
  const recipient = buyer?.email ?? '';
  await queueMail(db, {
    tenantName: scope.tenantName,
    recipient,
    subject: voucherMailText(lang, 'resendSubject'),
    body: [
      voucherMailText(lang, 'resendIntro'),
      codeLines([{ title: item ? pickText(item.titles, lang) : '', code }]),
      voucherMailText(lang, 'outro'),
    ].join('\n\n'),
  });
  return { sent: true as const, recipient: maskAddress(recipient) };
}

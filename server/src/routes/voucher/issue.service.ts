import { and, eq, inArray } from 'drizzle-orm';
import { queueMail } from '../../auth/mail.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { PaymentRow } from '../../db/schema/commerce.ts';
import { subscriptionTypes } from '../../db/schema/entitlement.ts';
import { voucherCodes } from '../../db/schema/voucher.ts';
import type { VoucherIntent } from './purchase.service.ts';
import {
  formatVoucherCode,
  newVoucherCode,
  sealVoucherCode,
  voucherCodeHash,
  voucherCodeHint,
} from './voucher-codes.ts';
import { codeLines, voucherMailText } from './voucher-mail.ts';

/** The subscription type id each subscription voucher of the payment grants (by the item's grantsType slug). */
async function grantedTypes(tx: Db, tenantName: string, ids: number[]): Promise<Map<number, number>> {
  const items = await tx
    .select({ id: catalogueItems.id, props: catalogueItems.props })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), inArray(catalogueItems.id, ids)));
  const slugs = items.flatMap((item) => (item.props.grantsType ? [item.props.grantsType] : []));
  const types = slugs.length
    ? await tx
        .select({ id: subscriptionTypes.id, slug: subscriptionTypes.slug })
        .from(subscriptionTypes)
        .where(and(eq(subscriptionTypes.tenantName, tenantName), inArray(subscriptionTypes.slug, slugs)))
    : [];
  const out = new Map<number, number>();
  for (const item of items) {
    const type = types.find((t) => t.slug === item.props.grantsType);
    if (type) out.set(item.id, type.id);
  }
  return out;
}

/**
 * A paid voucher cart: `quantity` codes per line, written in the settlement's transaction (so a payment is
 * SUCCEEDED exactly when its codes exist; the unique (payment, ordinal) makes a second issue impossible),
 * then ONE mail to the buyer listing every code with its voucher's title, in the payment's language.
 * A paid order is honoured even if the stock ran out meanwhile (the live stock then shows 0).
 */
export async function issueVoucherCodes(tx: Db, payment: PaymentRow): Promise<void> {
  const intent = payment.intent as unknown as VoucherIntent;
  const grants = await grantedTypes(
    tx,
    payment.tenantName,
    intent.lines.map((line) => line.voucherId),
  );
  const issued: { title: string; code: string }[] = [];
  const rows = [];
  let ordinal = 0;
  for (const line of intent.lines)
    for (let i = 0; i < line.quantity; i++) {
      const code = newVoucherCode();
      const codeHash = voucherCodeHash(payment.tenantName, code);
      ordinal += 1;
      rows.push({
        tenantName: payment.tenantName,
        voucherItemId: line.voucherId,
        paymentId: payment.id,
        ordinal,
        ownerUserId: payment.userId,
        codeHash,
        codeSealed: await sealVoucherCode(tx, code, codeHash),
        codeHint: voucherCodeHint(code),
        grantsTypeId: grants.get(line.voucherId) ?? null,
      });
      issued.push({ title: line.title, code: formatVoucherCode(code) });
    }
  const written = await tx
    .insert(voucherCodes)
    .values(rows)
    .onConflictDoNothing({ target: [voucherCodes.paymentId, voucherCodes.ordinal] })
    .returning({ id: voucherCodes.id });
  // Codes already there for this payment: they were issued (and mailed) before.
  if (written.length === 0) return;
  const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
  await queueMail(tx, {
    tenantName: payment.tenantName,
    recipient: buyer?.email ?? '',
    subject: voucherMailText(payment.lang, 'subject'),
    body: [
      voucherMailText(payment.lang, 'intro', { order: payment.id }),
      codeLines(issued),
      voucherMailText(payment.lang, 'outro'),
    ].join('\n\n'),
  });
}

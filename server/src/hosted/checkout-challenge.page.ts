import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { HOSTED_PAGES } from '../../../contract/session.ts';
import { demoToolsAnswer } from '../auth/demo-tools.ts';
import { users } from '../db/schema/auth.ts';
import { payments } from '../db/schema/commerce.ts';
import { CHALLENGE_ATTEMPTS, hashCode } from '../routes/commerce/challenge.ts';
import { settlePayment } from '../routes/commerce/settle.ts';
import { redirectBack } from './checkout-outcome.ts';
import { attemptLimited, type Checkout, checkoutAction, closedPage, leaveLink } from './checkout-state.ts';
import { type FieldErrors, type FieldSpec, postForm, readForm } from './form.ts';
import { formToken, type HostedDeps, refuseForgery } from './hosted-context.ts';
import { h } from './html.ts';
import { page } from './layout.ts';
import { tr } from './texts.ts';

const specs: FieldSpec[] = [
  {
    name: 'code',
    label: 'field.challengeCode',
    type: 'text',
    autocomplete: 'one-time-code',
    maxLength: 6,
    ltr: true,
  },
];

/** 3-D-Secure-style step: the code the "bank" sent; on the demo, a link to the mailbox where it arrived. */
export async function challengePage(
  c: Context,
  deps: HostedDeps,
  checkout: Checkout,
  errors: FieldErrors = {},
) {
  const { lang } = checkout.frame;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, checkout.payment.userId));
  const mailbox = `${HOSTED_PAGES.mailbox}?lang=${lang}&email=${encodeURIComponent(user?.email ?? '')}`;
  const hint = demoToolsAnswer(c, deps.settings)
    ? h`<p class="notice"><a href="${mailbox}">${tr(lang, 'checkout.mailboxHint')}</a></p>`
    : '';
  return page(c, checkout.frame, {
    title: 'checkout.challengeTitle',
    status: Object.keys(errors).length > 0 ? 422 : 200,
    content: h`<p>${tr(lang, 'checkout.challengeIntro', { amount: checkout.amount })}</p>${hint}
${postForm({ action: checkoutAction(checkout, '/challenge'), csrf: await formToken(c, deps), lang, submit: 'checkout.confirm', specs, errors })}${leaveLink(checkout)}`,
  });
}

/** The code: right settles the payment (one transaction); wrong counts, and five wrong ones refuse it. */
export async function postChallenge(c: Context, deps: HostedDeps, checkout: Checkout): Promise<Response> {
  const form = await readForm(c);
  const forged = await refuseForgery(c, deps, checkout.frame, form);
  if (forged) return forged;
  const { payment, frame } = checkout;
  if (payment.status !== 'CHALLENGE') return closedPage(c, checkout);
  const limited = await attemptLimited(c, deps, checkout);
  if (limited) return limited;
  const code = (form.code ?? '').trim().slice(0, 12);
  if (payment.challengeHash !== hashCode(code)) {
    const attempts = payment.challengeAttempts + 1;
    await deps.db
      .update(payments)
      .set({ challengeAttempts: attempts, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    if (attempts < CHALLENGE_ATTEMPTS)
      return challengePage(c, deps, checkout, { code: tr(frame.lang, 'error.challengeCode') });
    await settlePayment(deps.db, payment.id, 'FAILED', 'CHALLENGE_FAILED');
    return redirectBack(c, deps, frame.tenant, frame.lang, payment, {
      kind: 'failed',
      error: 'CHALLENGE_FAILED',
    });
  }
  const settled = await deps.db.transaction((tx) => settlePayment(tx, payment.id, 'SUCCEEDED'));
  if (!settled.changed) return closedPage(c, checkout);
  return redirectBack(c, deps, frame.tenant, frame.lang, payment, { kind: 'success' });
}

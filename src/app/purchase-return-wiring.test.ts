import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, currentDialog } from '#components/dialogs/dialog-store.ts';
import { pendingAfterPurchase } from '#features/commerce/purchase-resume.port.ts';
import { rememberPendingDownload } from '#features/downloads/pending-download.port.ts';
import { rememberPendingGameDownload } from '#features/games/pending-game-download.ts';
import { emitPurchaseReturn } from '#features/navigation/purchase-return.ts';
import { rememberPendingPlay } from '#features/player/pending-play.port.ts';
import { setToken } from '#platform/session/token-store.ts';
import { wirePurchaseReturn } from './purchase-return-wiring.ts';

/** The outcomes' module is loaded on the first return: once it is, a handler that ran has opened its dialog. */
async function outcomesHandled(): Promise<void> {
  await import('./purchase-return-dialogs.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('purchase return on any page (commerce §4)', () => {
  const unwire = wirePurchaseReturn();
  afterEach(() => {
    closeDialog();
    sessionStorage.clear();
  });

  it('each return parameter opens its dialog', async () => {
    const cases: [Record<string, string>, unknown][] = [
      [{ status: '402' }, { kind: 'subscription-feedback', props: { code: 2, version: 'V2', status: 402 } }],
      [
        { error: 'INSUFFICIENT_FUNDS' },
        { kind: 'subscription-feedback', props: { code: 2, version: 'V2', status: 402 } },
      ],
      [{ status: '409' }, { kind: 'subscription-feedback', props: { code: 3, version: 'V2', status: 409 } }],
      [
        { error: 'USER_ALREADY_SUBSCRIBED' },
        { kind: 'subscription-feedback', props: { code: 3, version: 'V2', status: 409 } },
      ],
      [{ status: 'OK' }, { kind: 'purchased', props: {} }],
      [{ status: '202' }, { kind: 'subscription-feedback', props: { code: 6, version: 'V2' } }],
      [
        { status: '404', error: 'NO_SUBSCRIPTION_FOUND' },
        { kind: 'login-subscription-error', props: {} },
      ],
    ];
    for (const [params, dialog] of cases) {
      closeDialog();
      emitPurchaseReturn(params, '/music');
      await vi.waitFor(() => expect(currentDialog(), JSON.stringify(params)).toEqual(dialog));
    }
  });

  it('a voucher cart’s return opens the voucher feedback with its code', async () => {
    const cases: [Record<string, string>, unknown][] = [
      [{ status: '200' }, { code: 1 }],
      [
        { status: '402', error: 'INSUFFICIENT_FUNDS' },
        { code: 2, status: 402 },
      ],
      [{ status: '202' }, { code: 6 }],
      [
        { status: '400', error: 'PAYMENT_DECLINED' },
        { code: 0, status: 400, error: 'PAYMENT_DECLINED' },
      ],
      [
        { error: 'PAYMENT_NOT_COMPLETED', purchaseID: 'pay_1' },
        { code: 0, error: 'PAYMENT_NOT_COMPLETED' },
      ],
    ];
    for (const [params, props] of cases) {
      closeDialog();
      emitPurchaseReturn({ ...params, purchaseType: 'VOUCHER', type: 'voucher' }, '/myCart');
      await vi.waitFor(() =>
        expect(currentDialog(), JSON.stringify(params)).toEqual({ kind: 'voucher-feedback', props }),
      );
    }
  });

  it('a campaign id alone opens nothing', async () => {
    emitPurchaseReturn({ campgainId: 'c1' }, '/');
    await outcomesHandled();
    expect(currentDialog()).toBeNull();
  });

  it('the play remembered before the checkout waits for the purchased popup', async () => {
    rememberPendingPlay([{ id: 5, title: 'Night Drive' } as never], 0);
    expect(pendingAfterPurchase()).toEqual({ title: 'Night Drive', kind: 'play' });
    emitPurchaseReturn({ status: '202' }, '/');
    // Pending: nothing plays yet, and nothing is left to start later by mistake.
    await vi.waitFor(() => expect(pendingAfterPurchase()).toBeUndefined());
  });

  it('a download refused for the subscription waits too; the newest intent wins; only its own user gets it', () => {
    const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;
    setToken({ access_token: jwt('u1'), refresh_token: 'r', expires: Date.now() + 60_000 });
    rememberPendingPlay([{ id: 5, title: 'Night Drive' } as never], 0, Date.now() - 1_000);
    rememberPendingDownload({
      tenant: 'demo',
      userId: 'u1',
      items: [{ id: 9 } as never],
      title: 'Blue Album',
    });
    expect(pendingAfterPurchase()).toEqual({ title: 'Blue Album', kind: 'download' });
    setToken({ access_token: jwt('u2'), refresh_token: 'r', expires: Date.now() + 60_000 });
    // Another user on this browser: the first one's download is not theirs; the play is the tab's.
    expect(pendingAfterPurchase()).toEqual({ title: 'Night Drive', kind: 'play' });
    setToken(undefined);
  });

  it('a game download stopped for its purchase waits for the popup when it is the newest intent, for its user only', () => {
    const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;
    setToken({ access_token: jwt('u1'), refresh_token: 'r', expires: Date.now() + 60_000 });
    rememberPendingDownload(
      { tenant: 'demo', userId: 'u1', items: [{ id: 9 } as never], title: 'Blue Album' },
      Date.now() - 2_000,
    );
    rememberPendingGameDownload({ userId: 'u1', articleId: 12, title: 'Bubble Pop' });
    expect(pendingAfterPurchase()).toEqual({ title: 'Bubble Pop', kind: 'download' });
    setToken({ access_token: jwt('u2'), refresh_token: 'r', expires: Date.now() + 60_000 });
    expect(pendingAfterPurchase()).toBeUndefined();
    setToken(undefined);
  });

  it('a checkout left before paying offers the one-time payment options of that payment', async () => {
    emitPurchaseReturn(
      { error: 'PAYMENT_NOT_COMPLETED', purchaseID: 'pay_1', subTypeId: '4', type: 'subscription' },
      '/music',
    );
    await vi.waitFor(() =>
      expect(currentDialog()).toEqual({
        kind: 'one-time-payment-options',
        props: { transactionId: 'pay_1', typeId: 4 },
      }),
    );
  });

  it('unwiring stops the dialogs', async () => {
    unwire();
    emitPurchaseReturn({ status: '402' }, '/');
    await outcomesHandled();
    expect(currentDialog()).toBeNull();
  });
});

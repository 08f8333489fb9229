import { msg } from '@lingui/core/macro';

// Commerce §8's keys as explicit ids, so a tenant's GET /i18n/{lang} texts can replace them like any key.
export const CANCEL_SUCCESS = msg({
  id: 'subscription.cancel.successMsg',
  message: 'Your subscription is canceled.',
});
export const CANCEL_FAIL = msg({
  id: 'subscription.cancel.failMsg',
  message: 'Your subscription could not be canceled. Try again.',
});
/** The success snackbar when the end of the paid period is known: access continues until then. */
export const CANCEL_SUCCESS_UNTIL = (date: string) =>
  msg({
    id: 'subscription.cancel.successUntilMsg',
    message: `Your subscription is canceled. You keep access until ${date}.`,
  });

import { useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { commerceEndpoints } from '#contract/commerce.ts';
import type { PaymentOption } from '#contract/commerce-types.ts';
import { isApiError } from '#lib/api-error.ts';
import { isCheckoutUrl } from '../subscribe-outcome.ts';
import { subscribeReturnUrl } from '../subscribe-request.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { usePlans } from '../use-plan.ts';
import classes from './dialogs.module.css';

/**
 * Commerce §2 one-time payment options: the user left the checkout before paying, so the payment is still open.
 * POST /subscription/oneTimePaymentOptions says how it can be paid: by card (back to its checkout) or, where the
 * operator bills the plan, by the mobile-operator flow.
 */
export function OneTimePaymentOptionsDialog({
  transactionId,
  typeId,
  onClose,
}: DialogComponentProps<'one-time-payment-options'>) {
  const { t } = useLingui();
  const { scope } = useCommerceScope();
  const { plans } = usePlans(typeId === undefined ? [] : [typeId]);
  const options = useQuery({
    queryKey: ['one-time-payment-options', scope.tenant.name, transactionId],
    queryFn: () =>
      scope.api.call(commerceEndpoints.oneTimePaymentOptions, {
        body: { redirectionUrl: subscribeReturnUrl(window.location.href), lang: scope.locale, transactionId },
      }),
    retry: false,
    gcTime: 0,
  });
  const gone = isApiError(options.error) && options.error.status === 404;
  // The ways to pay arrive after the dialog opened: the first one takes the focus then (keyboard users).
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (options.isSuccess) first.current?.focus();
  }, [options.isSuccess]);
  const name = plans[0]?.name;

  const choose = (option: PaymentOption) => {
    if (option.flow === 'WEB' && option.redirectionUrl && isCheckoutUrl(option.redirectionUrl)) {
      window.location.assign(option.redirectionUrl);
      return;
    }
    if (option.flow === 'API' && typeId !== undefined)
      openDialog('payment-options', { typeId, paymentOptionUUID: option.paymentOptionUUID });
  };
  const label = (option: PaymentOption) =>
    option.flow === 'WEB' ? t`Pay by card` : t`Pay with your mobile operator`;
  const usable = (options.data?.options ?? []).filter(
    (option) => option.flow === 'WEB' || (option.flow === 'API' && typeId !== undefined),
  );

  let body: ReactNode;
  if (options.isPending)
    body = (
      <p role="status">
        <Loader size="xs" me="xs" />
        {t`Loading the ways to pay…`}
      </p>
    );
  else if (gone)
    body = (
      <p role="alert" data-payment-gone="">
        {t`This payment is no longer open. If it went through, your subscription page shows it.`}
      </p>
    );
  else if (options.isError)
    body = <p role="alert">{t`The ways to pay could not be loaded. Check your connection and try again.`}</p>;
  else
    body = (
      <div className={classes.optionList} data-one-time-options="">
        {usable.map((option, index) => (
          <Button
            key={option.paymentOptionUUID}
            variant={index === 0 ? 'filled' : 'default'}
            onClick={() => choose(option)}
            data-option-flow={option.flow}
            {...(index === 0 ? { ref: first } : {})}
          >
            {label(option)}
          </Button>
        ))}
      </div>
    );

  return (
    <DialogFrame title={t`Finish your payment`} onClose={onClose}>
      <p>
        {name
          ? t`You left the checkout before paying for ${name}. Nothing was charged.`
          : t`You left the checkout before paying. Nothing was charged.`}
      </p>
      {!gone && !options.isError && <p>{t`Choose how you want to pay:`}</p>}
      {body}
      <div className={dialogActionsClass}>
        {gone ? (
          <Button variant="default" component={Link} to="/subscription" onClick={onClose}>
            {t`Subscription page`}
          </Button>
        ) : (
          options.isError && (
            <Button variant="default" onClick={() => void options.refetch()}>
              {t`Try again`}
            </Button>
          )
        )}
        <Button variant={options.isSuccess ? 'default' : 'filled'} onClick={onClose}>
          {t`Not now`}
        </Button>
      </div>
    </DialogFrame>
  );
}

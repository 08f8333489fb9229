import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps, RedeemResult } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { voucherEndpoints } from '#contract/voucher.ts';
import { planView, refreshCommerce, subscriptionTypesQuery } from '#features/commerce/plans.port.ts';
import { ApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { refreshVouchers } from '../voucher.queries.ts';
import { feedbackOfRedeemError, normalizeCodeInput } from '../voucher-feedback.ts';
import classes from './voucher.module.css';

/**
 * Commerce §2 redeem: a code from the voucher e-mail (any case, spaces or dashes), spent at its merchant
 * (POST /voucher/consumption/voucher) or, on the subscription page, for the plan chosen here
 * (POST /voucher/consumption/subscription). Every answer opens the redeem feedback.
 */
export function RedeemDialog({ target, onClose }: DialogComponentProps<'redeem'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const forPlan = target === 'subscription';
  const types = useQuery({ ...subscriptionTypesQuery(scope), enabled: forPlan });
  const plans = (types.data ?? [])
    .filter((type) => type.kind === 'SUBSCRIPTION')
    .map((type) => planView(type, scope.locale));
  const [code, setCode] = useState('');
  const [plan, setPlan] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [planError, setPlanError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The code is what the user types first.
  useEffect(() => input.current?.focus(), []);

  const show = (result: RedeemResult) => {
    onClose();
    openDialog('redeem-feedback', result);
  };

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const voucherCode = normalizeCodeInput(code);
    const chosen = plans.find((p) => String(p.id) === plan);
    setCodeError(voucherCode ? undefined : t`Enter the code from your voucher e-mail.`);
    setPlanError(forPlan && !chosen ? t`Choose the plan the code is for.` : undefined);
    if (!voucherCode || (forPlan && !chosen)) return;
    setBusy(true);
    setProblem(undefined);
    try {
      if (forPlan && chosen) {
        const answer = await scope.api.call(voucherEndpoints.consumeSubscription, {
          body: { voucherCode, typeId: chosen.id },
        });
        await refreshCommerce(queryClient, scope);
        show({ target, code: answer.feedbackCode, plan: { name: chosen.name, endDate: answer.endDate } });
      } else {
        const answer = await scope.api.call(voucherEndpoints.consumeVoucher, {
          body: { voucherRequest: { voucherCode } },
        });
        show({
          target,
          code: answer.feedbackCode,
          voucher: {
            title: answer.title,
            description: answer.description,
            discountPercentage: answer.discountPercentage,
          },
        });
      }
      void refreshVouchers(queryClient, scope);
    } catch (error) {
      const failure = error instanceof ApiError ? error : { status: 0 };
      const feedback = feedbackOfRedeemError(failure);
      if (feedback.reason === 'offline')
        setProblem(t`No answer from the service. Check your connection and try again.`);
      else if (error instanceof ApiError && error.status === 401) {
        onClose();
        openDialog('login');
      } else show({ target, ...feedback });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame title={t`Redeem a code`} onClose={onClose}>
      <form onSubmit={(event) => void redeem(event)} data-redeem={target} noValidate>
        <p>
          {forPlan
            ? t`A subscription voucher makes its plan active on your account.`
            : t`A merchant voucher is used up when you redeem it: do it at the merchant.`}
        </p>
        <TextInput
          ref={input}
          label={t`Voucher code`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={40}
          required
          error={codeError}
        />
        {forPlan && (
          <NativeSelect
            mt="sm"
            label={t`Plan`}
            value={plan}
            onChange={(event) => setPlan(event.currentTarget.value)}
            data={[
              { value: '', label: types.data ? t`Choose the plan` : t`Loading the plans…`, disabled: true },
              ...plans.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
            required
            error={planError}
          />
        )}
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Redeem`}</Button>
        </div>
      </form>
    </DialogFrame>
  );
}

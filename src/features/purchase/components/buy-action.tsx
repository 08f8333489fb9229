import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { PURCHASE_ERRORS } from '#contract/purchase.ts';
import type { StructureNode } from '#contract/structure.ts';
import { usePlanMove } from '#features/commerce/plan-move.port.ts';
import { ApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { itemProps } from '#structure/read-props.ts';
import { purchaseOptionsQuery } from '../purchase.queries.ts';
import classes from './purchase.module.css';

/** Kinds sold another way (the voucher cart, info-service subscriptions) or not sold by themselves. */
const NOT_SOLD_ONCE = new Set(['voucher', 'voucher-book', 'info-service', 'tournament']);

/**
 * A details page with a price: Buy (commerce §2 confirm purchase → PIN or card), or "In your wallet" when
 * the signed-in user owns it; a device without a build of the article gets the device-not-supported dialog.
 */
export function BuyAction({ node }: { node: StructureNode }) {
  const props = itemProps(node);
  const sold = props?.price && !NOT_SOLD_ONCE.has(props.kind) && props.price.amount > 0;
  return sold && props?.price ? (
    <Buy articleId={props.id} kind={props.kind} title={node.data?.title ?? ''} price={props.price} />
  ) : null;
}

function Buy(target: {
  articleId: number;
  kind: string;
  title: string;
  price: { amount: number; currency: string };
}) {
  const { t } = useLingui();
  const scope = usePageScope();
  const { isUser } = useSession();
  const queryClient = useQueryClient();
  const { price } = useFormats();
  const [busy, setBusy] = useState(false);
  const options = useQuery({ ...purchaseOptionsQuery(scope, target.articleId), enabled: isUser });
  // Only a user's answer counts (a disabled query still answers from the persisted cache, also while hydrating).
  if (isUser && options.data?.isWalletItem)
    return (
      <p className={classes.owned} data-owned="">
        {t`In your wallet`}
      </p>
    );
  const buy = async () => {
    if (!isUser) return openDialog('login');
    setBusy(true);
    try {
      const answer = await queryClient.fetchQuery({
        ...purchaseOptionsQuery(scope, target.articleId),
        staleTime: 0,
      });
      if (answer.isWalletItem) return;
      openDialog('confirm-purchase', target);
    } catch (error) {
      if (error instanceof ApiError && error.problem?.code === PURCHASE_ERRORS.deviceNotSupported)
        openDialog('device-not-supported');
      else openDialog('error', error instanceof ApiError && error.status > 0 ? { status: error.status } : {});
    } finally {
      setBusy(false);
    }
  };
  const shown = price(target.price);
  return (
    <>
      <Button onClick={() => void buy()} loading={busy} data-buy="">
        {t`Buy for ${shown}`}
      </Button>
      {options.data && (
        <PlanMoves upgradeTo={options.data.upgradeTo} downgradeTo={options.data.downgradeTo} />
      )}
    </>
  );
}

/** Commerce §4/§7: the plans of the user's group that unlock the article too, as a move of the held plan. */
function PlanMoves({
  upgradeTo,
  downgradeTo,
}: {
  upgradeTo: PurchaseOption[];
  downgradeTo: PurchaseOption[];
}) {
  const { t } = useLingui();
  const move = usePlanMove();
  const button = (option: PurchaseOption, direction: 'upgrade' | 'downgrade') => {
    const name = option.title;
    const typeId = option.toSubscriptionType ?? Number(option.purchaseIdentifier);
    return (
      <Button
        key={`${direction}:${typeId}`}
        variant="default"
        data-plan-move={direction}
        data-plan-id={typeId}
        onClick={() => void move({ typeId, direction })}
      >
        {direction === 'upgrade' ? t`Upgrade to ${name}` : t`Downgrade to ${name}`}
      </Button>
    );
  };
  return (
    <>
      {upgradeTo.map((option) => button(option, 'upgrade'))}
      {downgradeTo.map((option) => button(option, 'downgrade'))}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuthHref } from '#components/dialogs/auth-links.ts';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { forgetAfterPurchase } from '#features/commerce/purchase-resume.port.ts';
import { useSubscribeOffer } from '#features/commerce/subscribe-offer.port.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { closeFullPlayer } from '../player.port.ts';
import { sortedOptions } from '../purchase-order.ts';
import { PlanMoveOptions } from './plan-move-options.tsx';
import classes from './purchase-options-dialog.module.css';

/** Commerce §4: the item has no URL for this user, but can be unlocked (the subscription choice). */
export function SubscriptionChoiceDialog({
  title,
  purchase,
  upgradeTo = [],
  downgradeTo = [],
  refusal,
  game,
  onClose,
}: DialogComponentProps<'subscription-choice'>) {
  const offer = { purchase, upgradeTo, downgradeTo };
  const { t } = useLingui();
  // POST /song's 402 NO_CREDITS_LEFT: the plan is held, its credits of this period are spent.
  if (refusal === 'no-credits')
    return (
      <DialogFrame title={t`No credits left`} onClose={onClose}>
        <p data-refusal="no-credits">
          {t`You have used all the credits of your plan for this period. ${title} plays in full again when they renew, or now with one of these options:`}
        </p>
        <PurchaseOptions {...offer} onClose={onClose} />
      </DialogFrame>
    );
  return (
    <DialogFrame title={game ? t`How to play ${title}` : t`Listen to ${title} in full`} onClose={onClose}>
      <p>{t`${title} is not included in what you can play now. These options unlock it:`}</p>
      <PurchaseOptions {...offer} onClose={onClose} />
    </DialogFrame>
  );
}

/** Commerce §4: a preview ended; what would let the user hear the whole item. */
export function PurchasePromptDialog({
  title,
  purchase,
  upgradeTo = [],
  downgradeTo = [],
  onClose,
}: DialogComponentProps<'purchase-prompt'>) {
  const { t } = useLingui();
  return (
    <DialogFrame title={t`The preview has ended`} onClose={onClose}>
      <p>{t`That was a preview of ${title}. To hear it in full:`}</p>
      <PurchaseOptions
        purchase={purchase}
        upgradeTo={upgradeTo}
        downgradeTo={downgradeTo}
        onClose={onClose}
      />
    </DialogFrame>
  );
}

interface PurchaseOptionsProps {
  purchase: PurchaseOption[];
  upgradeTo: PurchaseOption[];
  downgradeTo: PurchaseOption[];
  onClose: () => void;
}

function PurchaseOptions({ purchase, upgradeTo, downgradeTo, onClose }: PurchaseOptionsProps) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  const { price } = useFormats();
  const { isUser } = useSession();
  const options = sortedOptions(purchase);
  const offer = useSubscribeOffer();
  // Commerce §4/§7: the plans the purchase options name; their toSubscriptionType is sent as upgradeTo.
  const planIds = options.flatMap((option) =>
    option.type === 'SUBSCRIPTION' && option.subscriptionType ? [option.subscriptionType.id] : [],
  );
  const offeredType = options.find((option) => option.toSubscriptionType)?.toSubscriptionType;
  const leave = () => {
    // The full player is a modal over the page: it closes before the next dialog or page shows.
    closeFullPlayer();
    onClose();
  };
  let action: ReactNode;
  if (!isUser) {
    action = (
      <Button component="a" href={authHref('/user/login')}>
        {t`Log in`}
      </Button>
    );
  } else {
    const subscriptionPage = (
      <Button
        variant={planIds.length > 0 ? 'default' : 'filled'}
        component={Link}
        to="/subscription"
        onClick={leave}
      >
        {t`Go to the subscription page`}
      </Button>
    );
    action =
      planIds.length > 0 ? (
        <>
          {subscriptionPage}
          <Button
            data-subscribe-from-options=""
            onClick={() => {
              leave();
              void offer({ typeIds: planIds, upgradeTo: offeredType });
            }}
          >
            {t`Subscribe`}
          </Button>
        </>
      ) : (
        subscriptionPage
      );
  }
  const moves = isUser ? upgradeTo.length + downgradeTo.length : 0;
  return (
    <>
      {moves > 0 && <PlanMoveOptions upgradeTo={upgradeTo} downgradeTo={downgradeTo} onLeave={leave} />}
      {options.length > 0 ? (
        <ul className={classes.options} data-purchase-options="">
          {options.map((option) => (
            <li key={`${option.type}:${option.purchaseIdentifier}`} className={classes.option}>
              <span className={classes.kind}>{option.type === 'DTO' ? t`Buy` : t`Subscription`}</span>
              <span className={classes.name}>{option.title}</span>
              {option.price && <span className={classes.price}>{price(option.price)}</span>}
              {isUser && option.type === 'DTO' && option.price && (
                <Button
                  size="xs"
                  data-buy-option={option.purchaseIdentifier}
                  onClick={() => {
                    const bought = option.price;
                    if (!bought) return;
                    leave();
                    // Commerce §7: a DTO option's purchaseIdentifier is the article the one-time purchase takes.
                    openDialog('confirm-purchase', {
                      articleId: Number(option.purchaseIdentifier),
                      title: option.title,
                      price: bought,
                    });
                  }}
                >
                  {t`Buy`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        moves === 0 && <p>{t`It cannot be bought here at the moment.`}</p>
      )}
      <p className={classes.note}>
        {isUser
          ? t`Every plan is also on the subscription page.`
          : t`Log in to see what you already own, and to buy or subscribe.`}
      </p>
      <div className={dialogActionsClass}>
        <Button
          variant="default"
          onClick={() => {
            // Nothing waits for a purchase the user declined (a play or a download).
            forgetAfterPurchase();
            onClose();
          }}
        >{t`Not now`}</Button>
        {action}
      </div>
    </>
  );
}

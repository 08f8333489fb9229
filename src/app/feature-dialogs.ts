import { lazy } from 'react';
import type { DialogComponents } from '#components/dialogs/dialog-registry.ts';

/** The dialogs features provide, by kind; each is its own chunk (this map loads with the first dialog opened). */
export const FEATURE_DIALOGS: DialogComponents = {
  'cookie-settings': lazy(() =>
    import('#features/consent/cookie-settings-dialog.tsx').then((m) => ({ default: m.CookieSettingsDialog })),
  ),
  'parental-control': lazy(() =>
    import('#features/parental/components/unlock-dialog.tsx').then((m) => ({
      default: m.ParentalUnlockDialog,
    })),
  ),
  'reset-parental-password': lazy(() =>
    import('#features/parental/components/reset-passcode-dialog.tsx').then((m) => ({
      default: m.ResetPasscodeDialog,
    })),
  ),
  'login-options': lazy(() =>
    import('#features/session/login-options-dialog.tsx').then((m) => ({ default: m.LoginOptionsDialog })),
  ),
  'avatar-list': lazy(() =>
    import('#features/profile/avatar-list-dialog.tsx').then((m) => ({ default: m.AvatarListDialog })),
  ),
  // The player's choice, or commerce's inactive-subscription dialog when the user's plan for it is inactive.
  'subscription-choice': lazy(() =>
    import('./subscription-choice-dialog.tsx').then((m) => ({ default: m.SubscriptionChoiceOrInactive })),
  ),
  'purchase-prompt': lazy(() =>
    import('#features/player/components/purchase-options-dialog.tsx').then((m) => ({
      default: m.PurchasePromptDialog,
    })),
  ),
  'subscription-popup': lazy(() =>
    import('#features/commerce/components/subscription-popup-dialog.tsx').then((m) => ({
      default: m.SubscriptionPopupDialog,
    })),
  ),
  'confirm-subscribe': lazy(() =>
    import('#features/commerce/components/confirm-subscribe-dialog.tsx').then((m) => ({
      default: m.ConfirmSubscribeDialog,
    })),
  ),
  'payment-options': lazy(() =>
    import('#features/commerce/components/payment-options-dialog.tsx').then((m) => ({
      default: m.PaymentOptionsDialog,
    })),
  ),
  rating: lazy(() =>
    import('#features/rating/components/rating-dialog.tsx').then((m) => ({ default: m.RatingDialog })),
  ),
  'one-time-payment-options': lazy(() =>
    import('#features/commerce/components/one-time-payment-options-dialog.tsx').then((m) => ({
      default: m.OneTimePaymentOptionsDialog,
    })),
  ),
  'partner-subscription': lazy(() =>
    import('#features/commerce/components/partner-subscription-dialog.tsx').then((m) => ({
      default: m.PartnerSubscriptionDialog,
    })),
  ),
  'double-opt-in': lazy(() =>
    import('#features/commerce/components/double-opt-in-dialog.tsx').then((m) => ({
      default: m.DoubleOptInDialog,
    })),
  ),
  'subscription-feedback': lazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => ({
      default: m.SubscriptionFeedbackDialog,
    })),
  ),
  purchased: lazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => ({
      default: m.PurchasedDialog,
    })),
  ),
  'login-subscription-error': lazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => ({
      default: m.LoginSubscriptionErrorDialog,
    })),
  ),
  'end-subscription-flow': lazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => ({
      default: m.EndSubscriptionFlowDialog,
    })),
  ),
  'cancel-subscription': lazy(() =>
    import('#features/commerce/components/cancel-subscription-dialog.tsx').then((m) => ({
      default: m.CancelSubscriptionDialog,
    })),
  ),
  'free-trial': lazy(() =>
    import('#features/commerce/components/plan-dialogs.tsx').then((m) => ({ default: m.FreeTrialDialog })),
  ),
  'subscription-terms': lazy(() =>
    import('#features/commerce/components/plan-dialogs.tsx').then((m) => ({
      default: m.SubscriptionTermsDialog,
    })),
  ),
  'credit-expiration': lazy(() =>
    import('#features/commerce/components/credit-expiration-dialog.tsx').then((m) => ({
      default: m.CreditExpirationDialog,
    })),
  ),
  'subscription-expiration': lazy(() =>
    import('#features/commerce/components/subscription-expiration-dialog.tsx').then((m) => ({
      default: m.SubscriptionExpirationDialog,
    })),
  ),
  'inactive-subscription': lazy(() =>
    import('#features/commerce/components/inactive-subscription-dialog.tsx').then((m) => ({
      default: m.InactiveSubscriptionDialog,
    })),
  ),
  'confirm-purchase': lazy(() =>
    import('#features/purchase/components/confirm-purchase-dialog.tsx').then((m) => ({
      default: m.ConfirmPurchaseDialog,
    })),
  ),
  'purchase-pin': lazy(() =>
    import('#features/purchase/components/purchase-pin-dialog.tsx').then((m) => ({
      default: m.PurchasePinDialog,
    })),
  ),
  'purchase-result': lazy(() =>
    import('#features/purchase/components/purchase-pin-dialog.tsx').then((m) => ({
      default: m.PurchaseResultDialog,
    })),
  ),
  'voucher-purchase': lazy(() =>
    import('#features/voucher/components/voucher-purchase-dialog.tsx').then((m) => ({
      default: m.VoucherPurchaseDialog,
    })),
  ),
  'voucher-feedback': lazy(() =>
    import('#features/voucher/components/voucher-feedback-dialog.tsx').then((m) => ({
      default: m.VoucherFeedbackDialog,
    })),
  ),
  redeem: lazy(() =>
    import('#features/voucher/components/redeem-dialog.tsx').then((m) => ({ default: m.RedeemDialog })),
  ),
  'redeem-feedback': lazy(() =>
    import('#features/voucher/components/redeem-feedback-dialog.tsx').then((m) => ({
      default: m.RedeemFeedbackDialog,
    })),
  ),
  'tournament-join': lazy(() =>
    import('#features/tournaments/components/tournament-join-dialog.tsx').then((m) => ({
      default: m.TournamentJoinDialog,
    })),
  ),
  'challenge-join': lazy(() =>
    import('#features/tournaments/components/challenge-join-dialog.tsx').then((m) => ({
      default: m.ChallengeJoinDialog,
    })),
  ),
  'resend-voucher': lazy(() =>
    import('#features/voucher/components/resend-voucher-dialog.tsx').then((m) => ({
      default: m.ResendVoucherDialog,
    })),
  ),
  'game-iframe': lazy(() =>
    import('#features/games/components/game-frame-dialog.tsx').then((m) => ({ default: m.GameFrameDialog })),
  ),
  'free-play': lazy(() =>
    import('#features/games/components/free-play-dialogs.tsx').then((m) => ({ default: m.FreePlayDialog })),
  ),
  'free-play-limit': lazy(() =>
    import('#features/games/components/free-play-dialogs.tsx').then((m) => ({
      default: m.FreePlayLimitDialog,
    })),
  ),
  'app-installer': lazy(() =>
    import('#features/install/app-installer-dialog.tsx').then((m) => ({ default: m.AppInstallerDialog })),
  ),
  // Engagement (issue 20): stories and onboarding.
  stories: lazy(() =>
    import('#features/stories/components/stories-dialog.tsx').then((m) => ({ default: m.StoriesDialog })),
  ),
  onboarding: lazy(() =>
    import('#features/onboarding/onboarding-dialog.tsx').then((m) => ({ default: m.OnboardingDialog })),
  ),
  // Issue 20 (engage-b).
  'game-gallery': lazy(() =>
    import('#structure/nodes/gallery-lightbox.tsx').then((m) => ({ default: m.GalleryDialog })),
  ),
  materna: lazy(() =>
    import('#features/commerce/components/materna-dialog.tsx').then((m) => ({ default: m.MaternaDialog })),
  ),
  'login-not-supported-wifi': lazy(() =>
    import('#features/session/login-not-supported-wifi-dialog.tsx').then((m) => ({
      default: m.LoginNotSupportedWifiDialog,
    })),
  ),
  'custom-feedback': lazy(() =>
    import('#features/feedback/feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
  ),
};

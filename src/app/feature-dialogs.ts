import type { DialogComponents } from '#components/dialogs/dialog-registry.ts';
import { openedLazy } from '#lib/opened-lazy.ts';

/** The dialogs features provide, by kind; each is its own chunk (this map loads with the first dialog opened). */
export const FEATURE_DIALOGS: DialogComponents = {
  'cookie-settings': openedLazy(() =>
    import('#features/consent/cookie-settings-dialog.tsx').then((m) => m.CookieSettingsDialog),
  ),
  'parental-control': openedLazy(() =>
    import('#features/parental/components/unlock-dialog.tsx').then((m) => m.ParentalUnlockDialog),
  ),
  'reset-parental-password': openedLazy(() =>
    import('#features/parental/components/reset-passcode-dialog.tsx').then((m) => m.ResetPasscodeDialog),
  ),
  'login-options': openedLazy(() =>
    import('#features/session/login-options-dialog.tsx').then((m) => m.LoginOptionsDialog),
  ),
  'avatar-list': openedLazy(() =>
    import('#features/profile/avatar-list-dialog.tsx').then((m) => m.AvatarListDialog),
  ),
  // The player's choice, or commerce's inactive-subscription dialog when the user's plan for it is inactive.
  'subscription-choice': openedLazy(() =>
    import('./subscription-choice-dialog.tsx').then((m) => m.SubscriptionChoiceOrInactive),
  ),
  'purchase-prompt': openedLazy(() =>
    import('#features/player/components/purchase-options-dialog.tsx').then((m) => m.PurchasePromptDialog),
  ),
  'subscription-popup': openedLazy(() =>
    import('#features/commerce/components/subscription-popup-dialog.tsx').then(
      (m) => m.SubscriptionPopupDialog,
    ),
  ),
  'confirm-subscribe': openedLazy(() =>
    import('#features/commerce/components/confirm-subscribe-dialog.tsx').then(
      (m) => m.ConfirmSubscribeDialog,
    ),
  ),
  'payment-options': openedLazy(() =>
    import('#features/commerce/components/payment-options-dialog.tsx').then((m) => m.PaymentOptionsDialog),
  ),
  rating: openedLazy(() =>
    import('#features/rating/components/rating-dialog.tsx').then((m) => m.RatingDialog),
  ),
  'one-time-payment-options': openedLazy(() =>
    import('#features/commerce/components/one-time-payment-options-dialog.tsx').then(
      (m) => m.OneTimePaymentOptionsDialog,
    ),
  ),
  'partner-subscription': openedLazy(() =>
    import('#features/commerce/components/partner-subscription-dialog.tsx').then(
      (m) => m.PartnerSubscriptionDialog,
    ),
  ),
  'double-opt-in': openedLazy(() =>
    import('#features/commerce/components/double-opt-in-dialog.tsx').then((m) => m.DoubleOptInDialog),
  ),
  'subscription-feedback': openedLazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => m.SubscriptionFeedbackDialog),
  ),
  purchased: openedLazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => m.PurchasedDialog),
  ),
  'login-subscription-error': openedLazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => m.LoginSubscriptionErrorDialog),
  ),
  'end-subscription-flow': openedLazy(() =>
    import('#features/commerce/components/feedback-dialogs.tsx').then((m) => m.EndSubscriptionFlowDialog),
  ),
  'cancel-subscription': openedLazy(() =>
    import('#features/commerce/components/cancel-subscription-dialog.tsx').then(
      (m) => m.CancelSubscriptionDialog,
    ),
  ),
  'free-trial': openedLazy(() =>
    import('#features/commerce/components/plan-dialogs.tsx').then((m) => m.FreeTrialDialog),
  ),
  'subscription-terms': openedLazy(() =>
    import('#features/commerce/components/plan-dialogs.tsx').then((m) => m.SubscriptionTermsDialog),
  ),
  'credit-expiration': openedLazy(() =>
    import('#features/commerce/components/credit-expiration-dialog.tsx').then(
      (m) => m.CreditExpirationDialog,
    ),
  ),
  'subscription-expiration': openedLazy(() =>
    import('#features/commerce/components/subscription-expiration-dialog.tsx').then(
      (m) => m.SubscriptionExpirationDialog,
    ),
  ),
  'inactive-subscription': openedLazy(() =>
    import('#features/commerce/components/inactive-subscription-dialog.tsx').then(
      (m) => m.InactiveSubscriptionDialog,
    ),
  ),
  'confirm-purchase': openedLazy(() =>
    import('#features/purchase/components/confirm-purchase-dialog.tsx').then((m) => m.ConfirmPurchaseDialog),
  ),
  'purchase-pin': openedLazy(() =>
    import('#features/purchase/components/purchase-pin-dialog.tsx').then((m) => m.PurchasePinDialog),
  ),
  'purchase-result': openedLazy(() =>
    import('#features/purchase/components/purchase-pin-dialog.tsx').then((m) => m.PurchaseResultDialog),
  ),
  'voucher-purchase': openedLazy(() =>
    import('#features/voucher/components/voucher-purchase-dialog.tsx').then((m) => m.VoucherPurchaseDialog),
  ),
  'voucher-feedback': openedLazy(() =>
    import('#features/voucher/components/voucher-feedback-dialog.tsx').then((m) => m.VoucherFeedbackDialog),
  ),
  redeem: openedLazy(() =>
    import('#features/voucher/components/redeem-dialog.tsx').then((m) => m.RedeemDialog),
  ),
  'redeem-feedback': openedLazy(() =>
    import('#features/voucher/components/redeem-feedback-dialog.tsx').then((m) => m.RedeemFeedbackDialog),
  ),
  'tournament-join': openedLazy(() =>
    import('#features/tournaments/components/tournament-join-dialog.tsx').then((m) => m.TournamentJoinDialog),
  ),
  'challenge-join': openedLazy(() =>
    import('#features/tournaments/components/challenge-join-dialog.tsx').then((m) => m.ChallengeJoinDialog),
  ),
  'resend-voucher': openedLazy(() =>
    import('#features/voucher/components/resend-voucher-dialog.tsx').then((m) => m.ResendVoucherDialog),
  ),
  'game-iframe': openedLazy(() =>
    import('#features/games/components/game-frame-dialog.tsx').then((m) => m.GameFrameDialog),
  ),
  'free-play': openedLazy(() =>
    import('#features/games/components/free-play-dialogs.tsx').then((m) => m.FreePlayDialog),
  ),
  'free-play-limit': openedLazy(() =>
    import('#features/games/components/free-play-dialogs.tsx').then((m) => m.FreePlayLimitDialog),
  ),
  'app-installer': openedLazy(() =>
    import('#features/install/app-installer-dialog.tsx').then((m) => m.AppInstallerDialog),
  ),
  // Engagement (issue 20): stories and onboarding.
  stories: openedLazy(() =>
    import('#features/stories/components/stories-dialog.tsx').then((m) => m.StoriesDialog),
  ),
  onboarding: openedLazy(() =>
    import('#features/onboarding/onboarding-dialog.tsx').then((m) => m.OnboardingDialog),
  ),
  // Issue 20 (engage-b).
  'game-gallery': openedLazy(() =>
    import('#structure/nodes/gallery-lightbox.tsx').then((m) => m.GalleryDialog),
  ),
  materna: openedLazy(() =>
    import('#features/commerce/components/materna-dialog.tsx').then((m) => m.MaternaDialog),
  ),
  'login-not-supported-wifi': openedLazy(() =>
    import('#features/session/login-not-supported-wifi-dialog.tsx').then(
      (m) => m.LoginNotSupportedWifiDialog,
    ),
  ),
  'custom-feedback': openedLazy(() =>
    import('#features/feedback/feedback-dialog.tsx').then((m) => m.FeedbackDialog),
  ),
};

import type { ContentType } from '#contract/history.ts';
import type { Artwork } from '#contract/structure-props.ts';
import type {
  GameTarget,
  PurchaseOffer,
  PurchaseTarget,
  RedeemResult,
  RedeemTarget,
  SubscribeSteps,
  SubscribeTarget,
} from './dialog-targets.ts';

export type {
  GameTarget,
  PurchaseOffer,
  PurchaseTarget,
  RedeemResult,
  RedeemTarget,
  SubscribeSteps,
  SubscribeTarget,
};

/** Every dialog the manager opens, by kind, with the props it needs (commerce §2; later issues add kinds). */
export interface DialogPropsByKind {
  share: { url: string; title?: string };
  login: Record<string, never>;
  'login-or-sign-up': Record<string, never>;
  /** The HTTP status behind the error, when there was one. */
  error: { status?: number };
  'session-expired': Record<string, never>;
  'device-not-supported': Record<string, never>;
  'cookie-settings': Record<string, never>;
  /** Commerce §2 parental control: the passcode gate on content above the user's age group. */
  'parental-control': Record<string, never>;
  /** Commerce §2 reset parental password: a mailed code, then a new passcode. */
  'reset-parental-password': Record<string, never>;
  /** Partner tenants (commerce §2): e-mail login or the partner's mobile confirmation. */
  'login-options': Record<string, never>;
  /** Commerce §2 avatar list: picks userInformation.avatar from the configuration's avatar list. */
  'avatar-list': { selected?: string };
  /** Commerce §4: the item has no URL but can be bought or subscribed to (title: the item's). */
  'subscription-choice': PurchaseOffer & { refusal?: 'no-credits'; game?: boolean };
  /** Commerce §4: a preview ended; what would unlock the full item. */
  'purchase-prompt': PurchaseOffer;
  /** Commerce §2 subscription popups (v1, v2, v3, with groups): the plans offered for this page. */
  'subscription-popup': { version: 'v1' | 'v2' | 'v3' | 'groups'; typeIds: number[] };
  /** Commerce §2 confirm subscribe V2: one plan, its price, terms and payment options. */
  'confirm-subscribe': SubscribeTarget;
  /** Commerce §2 payment options: the operator (API) flow of a plan, mobile number then PIN. */
  /** Commerce §2 one-time payment options: finish a payment left open at the checkout (its purchaseID). */
  'one-time-payment-options': { transactionId: string; typeId?: number };
  'payment-options': SubscribeSteps & { paymentOptionUUID: string };
  /** Commerce §2 partner subscription custom dialog: the fields a partner plan needs, before paying. */
  'partner-subscription': SubscribeSteps;
  /** Commerce §2 double opt-in with consent: the plan's consents, then a second, explicit confirmation. */
  'double-opt-in': SubscribeSteps;
  /** Commerce §4 subscription feedback (V1, V2): code 1 success, 2 insufficient, 3 duplicate, 5 known error, 6 pending. */
  'subscription-feedback': { code: number; version: 'V1' | 'V2'; status?: number; errorText?: string };
  /** Commerce §4 purchase return: the purchase went through (the purchased popup). */
  purchased: Record<string, never>;
  /** Commerce §4 purchase return NO_SUBSCRIPTION_FOUND with 404: log in with the subscribed account. */
  'login-subscription-error': Record<string, never>;
  /** Commerce §2 cancel subscription V1 (a question) or V2 (with the plan and until when it stays usable). */
  'cancel-subscription': { subscriptionId: number; version: 'V1' | 'V2' };
  /** Commerce §2/§8 end-subscription flow; with redirect after NEED_CANCEL_SUBSCRIPTION_BEFORE_*. */
  'end-subscription-flow': { redirect: boolean; error?: string; typeId?: number };
  /** Commerce §7 subscribeToFreeTrial for an eligible plan. */
  'free-trial': { typeId: number };
  /** Commerce §3 DISPLAY_SERVICE_TNC_DATA_POPUP of a plan. */
  'subscription-terms': { typeId: number };
  /** Commerce §9 credit expiry alert; closing it opens the tenant's credit-expiration route when it names one. */
  'credit-expiration': {
    credits: number;
    until: string;
    unit: 'hours' | 'days';
    left: number;
    route?: string;
    /** The configuration's expirationPopup texts, in the page's language, instead of the built-in ones. */
    title?: string;
    message?: string;
  };
  /** Shell §2 subscription-expiration popup: a subscription ending (not renewing) soon; same texts and route. */
  'subscription-expiration': Omit<DialogPropsByKind['credit-expiration'], 'credits'> & { plan?: string };
  /** Commerce §2 rating: one to five stars for an article (score: the user's current one). */
  rating: { articleId: number; title: string; contentType: ContentType; score?: number };
  /** Commerce §2/§8: an unavailable item (title) whose plan the user holds, inactive. */
  'inactive-subscription': { title: string; typeId: number; subscriptionId: number };
  /** Commerce §2 confirm purchase (confirm single purchase for one track): price, what you get, how to pay. */
  'confirm-purchase': PurchaseTarget;
  /** Commerce §7 one-time purchase PIN: the transaction GET /purchase/ArticleOneTimePurchase opened. */
  'purchase-pin': PurchaseTarget & {
    paymentTransactionUuid: string;
    purchaseToken: string;
    pinLength: number;
  };
  /** Commerce §2 purchase result: a one-time purchase that did not go through (its problem code). */
  'purchase-result': { code: string; title: string };
  /** Commerce §2 voucher purchase: the cart's lines and total, paid by card at the sandbox checkout. */
  'voucher-purchase': Record<string, never>;
  /** Commerce §4 voucher feedback: 1 success, 2 insufficient, 3 duplicate, 6 pending, 7 not found, else error. */
  'voucher-feedback': { code: number; status?: number; error?: string };
  /** Commerce §2 redeem: a code spent at a merchant, or one that grants a plan (subscription). */
  redeem: { target: RedeemTarget };
  /** Commerce §2 redeem feedback by feedback code, with what the code gave or why it was refused. */
  'redeem-feedback': RedeemResult;
  /** Commerce §2 game iframe and its actions: a game page of the game origin (url), its messages from origin only. */
  'game-iframe': {
    url: string;
    origin: string;
    title: string;
    articleId: number;
    /** A free play: the device's count of the day, after this one. */
    freePlay?: { used: number; limit: number };
    /** A play (POST /game/play): its final score is posted once (arcade runs post theirs themselves). */
    postsScore?: boolean;
  };
  /** Commerce §2 free play: a freemium game, a few times a day without an account. */
  'free-play': GameTarget;
  /** Commerce §2 free-play limit: this device's free plays of the day are used up (until resetsAt). */
  'free-play-limit': GameTarget & { used: number; limit: number; resetsAt: string };
  /** Commerce §2 resend voucher: one of the user's codes mailed again. */
  'resend-voucher': { voucherEntityId: number; title: string; codeHint: string };
  /** Commerce §2 tournament join: registration, with the player's in-game id. */
  'tournament-join': { tournamentId: number; title: string };
  /** Commerce §2 challenge join: a challenge's steps and tickets, then the opt-in. */
  'challenge-join': { challengeId: string; tournamentId: number; title: string };
  /** Commerce §2 app installer: why install, then the browser's install sheet or this device's steps. */
  'app-installer': Record<string, never>;
  // Engagement (issue 20): stories and onboarding.
  /** Commerce §2 stories: the rail's groups, opened at group `start` (viewed state kept per tenant). */
  stories: { tenant: string; groups: StoryGroupView[]; start: number };
  /** Commerce §2 onboarding: what the portal offers, on a first visit. */
  onboarding: Record<string, never>;
  // Issue 20 (engage-b): the remaining commerce §2 dialogs.
  /** Shell §3 external-redirect disclaimer: leaving the tenant's hosts for url (newTab: it was a target=_blank link). */
  'external-redirect': { url: string; newTab: boolean };
  /** Commerce §2 login not supported by wifi: the mobile-network login named no line (redirect: where login returns). */
  'login-not-supported-wifi': { redirect?: string | undefined };
  /** Commerce §2 materna: the partner operator's carrier-billing confirmation before its operator flow. */
  materna: SubscribeSteps & { paymentOptionUUID: string };
  /** Commerce §2 custom feedback: reasons, free text and a rating (after: what prompted it). */
  'custom-feedback': { after?: 'cancellation' };
  /** Commerce §2 game trailer and gallery: a game's pictures in a lightbox, from the one chosen. */
  'game-gallery': { pictures: Artwork[]; index: number; title: string };
  /** Commerce §2 external logout: the session ended from outside (the /external/logout page, a revoked refresh). */
  'external-logout': Record<string, never>;
}

/** A ring of the stories rail and its stories, as the stories dialog shows them. */
export interface StoryGroupView {
  id: string;
  title: string;
  imageUrl?: string | undefined;
  stories: {
    id: number;
    caption: string;
    imageUrl?: string | undefined;
    clickUrl?: string | undefined;
    durationMs: number;
  }[];
}

export type DialogKind = keyof DialogPropsByKind;

/** The dialog currently open: a discriminated union on kind. */
export type DialogRequest = { [K in DialogKind]: { kind: K; props: DialogPropsByKind[K] } }[DialogKind];

/** What each dialog component receives. */
export type DialogComponentProps<K extends DialogKind> = DialogPropsByKind[K] & { onClose: () => void };

/**
 * Commerce §2 "most close on route change": the host (dialog-host.tsx) closes the open dialog when the path changes
 * (a query or hash change alone keeps it) and its entry here is true. The rule: a dialog about the page it was
 * opened on closes (choices, confirmations, forms, the game iframe: its game belongs to the details page); a
 * dialog stays (false) when it arrives together with a navigation (purchase and voucher returns, their results),
 * when a flow under way must not be lost (PIN, reset, end-subscription), or when the user must act wherever they
 * are (session expired, external logout, device not supported, cookie settings, the disclaimer of a navigation).
 */
export const CLOSES_ON_ROUTE_CHANGE: Readonly<Record<DialogKind, boolean>> = {
  share: true,
  // The gate belongs to the restricted page; a reset under way outlives a navigation.
  'parental-control': true,
  'reset-parental-password': false,
  login: true,
  'login-or-sign-up': true,
  error: true,
  // The user must act on these wherever they are.
  'session-expired': false,
  'device-not-supported': false,
  'cookie-settings': false,
  'login-options': true,
  'avatar-list': true,
  'subscription-choice': true,
  'purchase-prompt': true,
  'subscription-popup': true,
  'confirm-subscribe': true,
  'payment-options': true,
  // It arrives with the purchase return's navigation.
  'one-time-payment-options': false,
  'partner-subscription': true,
  'double-opt-in': true,
  // Outcomes of a payment often arrive with a navigation (the purchase return): they stay.
  'subscription-feedback': false,
  purchased: false,
  'login-subscription-error': false,
  'cancel-subscription': true,
  'end-subscription-flow': false,
  'free-trial': true,
  'subscription-terms': true,
  // They lead to their own route when closed.
  'credit-expiration': false,
  'subscription-expiration': false,
  'inactive-subscription': true,
  rating: true,
  'confirm-purchase': true,
  // A PIN on its way must stay typeable; its outcome may come with the resumed play.
  'purchase-pin': false,
  'purchase-result': false,
  'voucher-purchase': true,
  // It arrives with the purchase return's navigation.
  'voucher-feedback': false,
  redeem: true,
  'redeem-feedback': true,
  'game-iframe': true,
  'free-play': true,
  'free-play-limit': true,
  'resend-voucher': true,
  'tournament-join': true,
  'challenge-join': true,
  'app-installer': true,
  // Engagement (issue 20): a story's link leaves the stories; onboarding is for the page it greeted.
  stories: true,
  onboarding: true,
  // It is itself about a navigation; the user's answer decides it.
  'external-redirect': false,
  'login-not-supported-wifi': true,
  materna: true,
  'custom-feedback': true,
  'game-gallery': true,
  // It arrives with /external/logout or a refused refresh; the user must see it wherever they are.
  'external-logout': false,
};

import type { ConsentAnswer } from '#contract/commerce-consent.ts';
import type { PurchaseOption } from '#contract/player.ts';

/** What the dialogs of dialog-kinds.ts are about: the shapes several kinds share. */
export type RedeemTarget = 'voucher' | 'subscription';

/** A redemption's outcome: a feedback code (commerce §4), and a reason when it is an explained refusal. */
export interface RedeemResult {
  target: RedeemTarget;
  code: number;
  reason?: string;
  status?: number;
  /** A subscription code: the plan it made active, until when. */
  plan?: { name: string; endDate: string };
  /** A merchant code: the voucher it was, at which merchant, for what discount. */
  voucher?: { title: string; description: string; discountPercentage: number };
}

/** A game the game dialogs are about (its price, when it can be bought to own). */
export interface GameTarget {
  articleId: number;
  title: string;
  price?: { amount: number; currency: string };
}

/** An article to buy once (commerce §3 DTO purchase option): its id, title, price and kind. */
export interface PurchaseTarget {
  articleId: number;
  title: string;
  price: { amount: number; currency: string };
  /** The catalogue kind (track, album, product …): says what the buyer gets. */
  kind?: string;
}

/**
 * What would unlock an item (commerce §7 purchase options): purchase, and the moves within the group of the plan
 * the user holds (upgradeTo: a higher level, downgradeTo: a lower one) that unlock it too.
 */
export interface PurchaseOffer {
  title: string;
  purchase: PurchaseOption[];
  upgradeTo?: PurchaseOption[];
  downgradeTo?: PurchaseOption[];
}

/** A plan to subscribe to, and the subscription it replaces (upgrade, downgrade, change; commerce §4). */
export interface SubscribeTarget {
  typeId: number;
  migrateSubId?: number;
  direction?: 'upgrade' | 'downgrade' | 'change';
}

/** A subscribe on its way through the steps after the confirm dialog: what was chosen and given so far. */
export interface SubscribeSteps extends SubscribeTarget {
  option?: string | undefined;
  consents?: ConsentAnswer[] | undefined;
  partnerMetadata?: Record<string, string> | undefined;
}

import { useCallback } from 'react';
import type { SubscribeTarget } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { commerceEndpoints } from '#contract/commerce.ts';
import type { ConsentAnswer } from '#contract/commerce-consent.ts';
import type { SubscribeAnswer, SubscriptionType } from '#contract/commerce-types.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import {
  MARKETING_CAMPAIGN_KEY,
  requireLoginBeforeSubscribe,
} from '#features/session/subscribe-login.port.ts';
import { resolvePrice } from '#lib/price.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useSession } from '#platform/session/use-session.ts';
import { type Refusal, refusalOf } from './consent-rules.ts';
import { needsLoginToSubscribe } from './subscribe-decision.ts';
import { outcomeOfCall, showSubscribeOutcome } from './subscribe-flow.ts';
import { readSession, rememberSubscribeIntent } from './subscribe-intent.ts';
import { isCorrectSubscribeRequest, storedUpgradeTo, subscribeReturnUrl } from './subscribe-request.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/** The payment option picked, the consents given and a partner plan's fields. */
export interface SubscribeExtra {
  option?: string | undefined;
  consents?: ConsentAnswer[] | undefined;
  partnerMetadata?: Record<string, string> | undefined;
  /** The caller shows consent and partner refusals itself (they resolve as the Refusal). */
  ownRefusals?: boolean;
}

export type SubscribeResult = 'retry' | 'done' | Refusal;

export interface SubscribeActions {
  /** A plan's button: login first where needed (the choice is kept), else the confirm dialog. */
  choose(target: SubscribeTarget): void;
  /**
   * POST /subscription with the intent's Idempotency-Key (the same key on a retry). Resolves 'retry' when no
   * answer came (network): the dialog stays and offers to try again.
   */
  subscribe(
    type: SubscriptionType,
    target: SubscribeTarget,
    key: string,
    extra?: SubscribeExtra,
  ): Promise<SubscribeResult>;
  /** POST /subscription/subscribeToFreeTrial for one plan. */
  startTrial(typeId: number, key: string): Promise<SubscribeResult>;
  needsLogin: boolean;
}

export function useSubscribe(): SubscribeActions {
  const { scope } = useCommerceScope();
  const session = useSession();
  const settings = useConfiguration().subscriptionSettings;
  const campaign = readSession(MARKETING_CAMPAIGN_KEY);
  const needsLogin = needsLoginToSubscribe(
    requireLoginBeforeSubscribe(scope.tenant, session),
    session.isUser,
    Boolean(campaign),
  );
  const feedbackVersion = settings.feedbackVersion;

  const choose = useCallback(
    (target: SubscribeTarget) => {
      if (needsLogin) {
        rememberSubscribeIntent(target);
        return openDialog('login');
      }
      openDialog('confirm-subscribe', target);
    },
    [needsLogin],
  );

  const settle = useCallback(
    async (
      call: () => Promise<SubscribeAnswer>,
      typeId: number,
      ownRefusals = false,
    ): Promise<SubscribeResult> => {
      let outcome: ReturnType<typeof outcomeOfCall>;
      try {
        outcome = outcomeOfCall({ answer: await call() });
      } catch (error) {
        const refusal = ownRefusals ? refusalOf(error) : undefined;
        if (refusal) return refusal;
        outcome = outcomeOfCall({ error });
        if (!outcome) return 'retry';
      }
      if (outcome) showSubscribeOutcome(outcome, { feedbackVersion, typeId });
      return 'done';
    },
    [feedbackVersion],
  );

  const subscribe = useCallback(
    async (type: SubscriptionType, target: SubscribeTarget, key: string, extra: SubscribeExtra = {}) => {
      const { option, consents, partnerMetadata } = extra;
      const redirect = subscribeReturnUrl(window.location.href);
      const request = { subscriptionTypeId: type.id, lang: scope.locale, redirect };
      if (!isCorrectSubscribeRequest(request)) return 'done';
      const shown = resolvePrice(type)?.price;
      const body = {
        ...request,
        ...(target.migrateSubId ? { migrateSubId: target.migrateSubId } : {}),
        ...(option ? { selectedOptions: [option] } : {}),
        ...(consents?.length ? { subscriptionConsentList: consents } : {}),
        ...(partnerMetadata && Object.keys(partnerMetadata).length > 0 ? { partnerMetadata } : {}),
        ...(campaign ? { marketingCampaign: campaign } : {}),
        ...(shown ? { price: { amount: shown.amount, currency: shown.currency } } : {}),
        upgradeTo: storedUpgradeTo(globalThis.sessionStorage),
      };
      const headers = { [IDEMPOTENCY_HEADER]: key };
      const call = () => scope.api.call(commerceEndpoints.subscribe, { body, headers });
      return settle(call, type.id, extra.ownRefusals);
    },
    [scope, campaign, settle],
  );

  const startTrial = useCallback(
    (typeId: number, key: string) => {
      const body = {
        subscriptionTypeId: typeId,
        lang: scope.locale,
        redirect: subscribeReturnUrl(window.location.href),
      };
      const headers = { [IDEMPOTENCY_HEADER]: key };
      return settle(() => scope.api.call(commerceEndpoints.subscribeToFreeTrial, { body, headers }), typeId);
    },
    [scope, settle],
  );

  return { choose, subscribe, startTrial, needsLogin };
}

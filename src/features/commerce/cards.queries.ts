import { queryOptions } from '@tanstack/react-query';
import { commerceEndpoints } from '#contract/commerce.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { userCommerceKey } from './commerce.queries.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

export const cardsKey = (scope: QueryScope) => [...userCommerceKey(scope), 'cards'] as const;

/** GET /creditCard/creditCardInfo: the user's stored cards (role user). */
export const cardsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: cardsKey(scope),
    queryFn: ({ signal }) => scope.api.call(commerceEndpoints.cards, { signal }),
    staleTime: 30_000,
  });

const once = () => ({ [IDEMPOTENCY_HEADER]: newIdempotencyKey() });

/** PUT /creditCard/creditCardInfo/{id}: this card becomes the default. */
export const setDefaultCard = (scope: QueryScope, id: number) =>
  scope.api.call(commerceEndpoints.setDefaultCard, {
    params: { id: String(id) },
    body: { isDefault: true },
    headers: once(),
  });

/** DELETE /creditCard/creditCardInfo/{id}. */
export const deleteCard = (scope: QueryScope, id: number) =>
  scope.api.call(commerceEndpoints.deleteCard, { params: { id: String(id) }, headers: once() });

/** POST /creditCard/session/add/card: the sandbox page that stores a card, returning to `back`. */
export const addCardSession = (scope: QueryScope, back: string) =>
  scope.api.call(commerceEndpoints.addCardSession, {
    body: { redirectionUrl: back, lang: scope.locale },
    headers: once(),
  });

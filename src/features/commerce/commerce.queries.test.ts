import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { scope } from '#test/fixtures.ts';
import {
  freeTrialEligibilityQuery,
  refreshCommerce,
  SUBSCRIPTION_TYPES_STALE_MS,
  subscriptionTypesQuery,
  userSubscriptionsQuery,
} from './commerce.queries.ts';

describe('commerce queries', () => {
  it('keys start with [tenant, locale]; the user’s answers are user data (logout drops them)', () => {
    const s = scope();
    expect(subscriptionTypesQuery(s).queryKey.slice(0, 2)).toEqual(['acme', 'en']);
    expect(userSubscriptionsQuery(s).queryKey).toContain(USER_DATA_KEY);
    expect(freeTrialEligibilityQuery(s).queryKey).toContain(USER_DATA_KEY);
    expect(subscriptionTypesQuery(s).queryKey).not.toContain(USER_DATA_KEY);
  });

  it('subscription types stay fresh for 2 hours (commerce §9)', () => {
    expect(SUBSCRIPTION_TYPES_STALE_MS).toBe(2 * 60 * 60 * 1000);
    expect(subscriptionTypesQuery(scope()).staleTime).toBe(SUBSCRIPTION_TYPES_STALE_MS);
  });

  it('after a subscribe or cancel every commerce answer is asked again, the types once with no-cache', async () => {
    const calls: { path: string; headers?: Readonly<Record<string, string>> }[] = [];
    const call = vi.fn(async (endpoint: { path: string }, options?: { headers?: Record<string, string> }) => {
      calls.push({ path: endpoint.path, headers: options?.headers });
      return endpoint.path === '/subscription/type' || endpoint.path === '/subscription'
        ? []
        : { eligible: true, subscriptionTypeIds: [] };
    });
    const s = scope({ api: { call } as never });
    const client = new QueryClient();
    const observers = [subscriptionTypesQuery(s), userSubscriptionsQuery(s), freeTrialEligibilityQuery(s)];
    for (const q of observers) await client.fetchQuery(q as never);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.headers).toBeUndefined();
    await refreshCommerce(client, s);
    expect(observers.every((q) => client.getQueryState(q.queryKey)?.isInvalidated)).toBe(true);
    await client.fetchQuery(subscriptionTypesQuery(s));
    expect(calls.at(-1)).toEqual({ path: '/subscription/type', headers: { 'cache-control': 'no-cache' } });
    await client.invalidateQueries();
    await client.fetchQuery(subscriptionTypesQuery(s));
    expect(calls.at(-1)?.headers).toBeUndefined();
  });
});

import { Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { rewardEndpoints as E, REWARD_HISTORY_PAGE } from '../../../../contract/rewards.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { rewardBalance, rewardHistory } from './rewards.service.ts';

/** Commerce §7 rewards: the signed-in user's ticket and coin balance and their history. */
export function rewardRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.balance, [auth], async (c) => {
    c.header('cache-control', 'no-store');
    return rewardBalance(db, { tenantName: c.get('tenant').name, userId: signedInUser(c) });
  });
  serveEndpoint(router, E.history, [auth], async (c, { query }) => {
    c.header('cache-control', 'no-store');
    return rewardHistory(
      db,
      { tenantName: c.get('tenant').name, userId: signedInUser(c) },
      {
        offset: query.offset ?? 0,
        limit: query.limit ?? REWARD_HISTORY_PAGE,
        lang: query.lang ?? (c.get('tenant').defaultLocale as LocaleCode),
      },
    );
  });
  return router;
}

import { Hono } from 'hono';
import { feedbackEndpoints } from '../../../../contract/feedback.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { enforceRateLimits, type RateRule } from '../../auth/rate-limit.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { optionalUser } from '../player/optional-user.ts';

/** Feedback per account, and per client address (visitors and accounts alike), in an hour. */
export const FEEDBACK_LIMITS_PER_HOUR = { user: 5, address: 20 } as const;

/** POST /feedback: commerce §2 custom feedback, stored for the tenant (with the account when signed in). */
export function feedbackRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, feedbackEndpoints.send, [optionalUser(db)], async (c, { body }) => {
    const tenantName = c.get('tenant').name;
    const userId = c.get('userId');
    const hour = 3600;
    const rules: RateRule[] = [
      {
        key: `feedback:ip:${tenantName}:${clientIp(c, settings)}`,
        limit: FEEDBACK_LIMITS_PER_HOUR.address,
        windowSeconds: hour,
      },
    ];
    if (userId) {
      rules.push({
        key: `feedback:user:${tenantName}:${userId}`,
        limit: FEEDBACK_LIMITS_PER_HOUR.user,
        windowSeconds: hour,
      });
    }
    await enforceRateLimits(db, rules);
    const [row] = await db
      .insert(feedback)
      .values({
        tenantName,
        userId: userId ?? null,
        reasons: body.reasons,
        message: body.message,
        rating: body.rating ?? null,
        source: body.source,
        lang: body.lang,
      })
      .returning({ id: feedback.id });
    c.header('cache-control', 'no-store');
    return c.json({ id: row?.id ?? 0 }, 201);
  });
  return router;
}

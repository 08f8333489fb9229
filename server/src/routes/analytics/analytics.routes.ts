import { Hono } from 'hono';
import { analyticsEndpoints, isTagId } from '../../../../contract/analytics.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { demoToolsAnswer } from '../../auth/demo-tools.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { configuredTagId, recentEvents, storeEvents } from './analytics.service.ts';
import { tagScript } from './tag-script.ts';

/** Batches per client address and tenant per minute: page views and events of a busy visitor fit easily. */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;

/** What the tag stored for this host's tenant, for the demo journeys; loopback clients only, like the other demo tools. */
export const DEMO_EVENTS_PATH = '/hosted/demo-analytics';

const unknownTag = () =>
  new ProblemError({
    status: 404,
    code: 'UNKNOWN_TAG',
    detail: 'This tenant has no analytics tag with that id.',
  });

/** POST /analytics/events: the tag's destination. */
export function analyticsRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, analyticsEndpoints.events, [], async (c, { body }) => {
    const tenant = c.get('tenant').name;
    const ip = clientIp(c, settings);
    await enforceRateLimits(db, [
      { key: `analytics:ip:${tenant}:${ip}`, limit: ANALYTICS_BATCHES_PER_MINUTE, windowSeconds: 60 },
    ]);
    if ((await configuredTagId(db, tenant)) !== body.tagId) throw unknownTag();
    const stored = await storeEvents(db, tenant, body);
    c.header('cache-control', 'no-store');
    return { stored };
  });
  return router;
}

/**
 * GET /gtm.js?id=GTM-…: the first-party tag script for the tenant of this host, served only for the
 * tenant's configured, enabled tag id (the portal loads it only after analytics consent).
 */
export function analyticsTagRoutes(db: Db, defaultTenant: string, settings: AuthSettings): Hono {
  const tenantOf = (url: string) => findTenantForHost(db, requestHostname(url), defaultTenant);
  return new Hono()
    .get(DEMO_EVENTS_PATH, async (c) => {
      if (!demoToolsAnswer(c, settings)) return c.notFound();
      const tenant = await tenantOf(c.req.url);
      return c.json({ events: await recentEvents(db, tenant.name) }, 200, { 'cache-control': 'no-store' });
    })
    .get('/gtm.js', async (c) => {
      const id = c.req.query('id');
      if (!isTagId(id)) {
        throw new ProblemError({
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'id must be a tag id of the form GTM-[0-9A-Z]+.',
          errors: [{ path: 'query.id', message: 'must match GTM-[0-9A-Z]+' }],
        });
      }
      const tenant = await tenantOf(c.req.url);
      if ((await configuredTagId(db, tenant.name)) !== id) throw unknownTag();
      return c.body(tagScript(id, tenant.name), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
    });
}

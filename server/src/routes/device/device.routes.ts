import { Hono } from 'hono';
import { deviceEndpoints } from '../../../../contract/device.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { lookupDevice } from './device.service.ts';

/** GET /device: the caller's device id and form factor (shell §7; the portal caches it 24 h). */
export function deviceRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, deviceEndpoints.device, [], async (c) => {
    const device = await lookupDevice(db, {
      tenantName: c.get('tenant').name,
      userAgent: c.req.header('user-agent') ?? '',
      hints: { mobile: c.req.header('sec-ch-ua-mobile'), platform: c.req.header('sec-ch-ua-platform') },
    });
    c.header('cache-control', 'private, no-cache');
    c.header('vary', 'user-agent');
    return device;
  });
  return router;
}

import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { lookupDevice } from './device.service.ts';

/** GET /device: the caller's device id and form factor (shell §7; the portal caches it 24 h). */
export function deviceRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/device', async (c) => {
    const device = await lookupDevice(db, {
      tenantName: c.get('tenant').name,
      userAgent: c.req.header('user-agent') ?? '',
      hints: { mobile: c.req.header('sec-ch-ua-mobile'), platform: c.req.header('sec-ch-ua-platform') },
    });
    c.header('cache-control', 'private, no-cache');
    c.header('vary', 'user-agent');
    return c.json(device);
  });
}

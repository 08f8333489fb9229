import { type Context, Hono } from 'hono';
import { kioskEndpoints as E } from '../../../../contract/kiosk.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { demoToolsAnswer } from '../../auth/demo-tools.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { enrolDevice, isEnrolled, mintEnrolment, unenrolDevice } from './kiosk.service.ts';

type Ctx = Context<AppEnv>;

/** Kiosk mode (issue 21): mint an enrolment link (demo tool), enrol with it, ask the state, leave with the PIN. */
export function kioskRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tenantOf = (c: Ctx) => {
    c.header('cache-control', 'no-store');
    return c.get('tenant').name;
  };
  serveEndpoint(router, E.mint, [], (c, { body }) => {
    // A demo tool: where the tools are off (or the caller is not on this machine) it does not exist.
    if (!demoToolsAnswer(c, settings))
      throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'Not found.' });
    return mintEnrolment(db, tenantOf(c), requestOrigin(c.req.url), body.pin);
  });
  serveEndpoint(router, E.enrol, [], (c, { body }) => enrolDevice(db, tenantOf(c), body.token));
  serveEndpoint(router, E.status, [], async (c, { params }) => ({
    enrolled: await isEnrolled(db, tenantOf(c), params.deviceId),
  }));
  serveEndpoint(router, E.unenrol, [], (c, { body }) =>
    unenrolDevice(db, { tenantName: tenantOf(c), ip: clientIp(c, settings) }, body.deviceId, body.pin),
  );
  return router;
}

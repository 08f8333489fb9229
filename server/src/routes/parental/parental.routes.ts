import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { parentalEndpoints as E } from '../../../../contract/parental.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp, type ProxyTrust } from '../../auth/client-ip.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { getParental, type ParentalScope, putParental, verifyParental } from './parental.service.ts';
import { resetPasscode, sendResetMail } from './parental-reset.service.ts';

type Ctx = Context<AppEnv>;

/** Commerce §7 parental control (role user): the config, the passcode check and the mailed reset. */
export function parentalRoutes(db: Db, trust: ProxyTrust): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  const scopeOf = (c: Ctx): ParentalScope => {
    c.header('cache-control', 'no-store');
    return { tenantName: c.get('tenant').name, userId: signedInUser(c), ip: clientIp(c, trust) };
  };
  serveEndpoint(router, E.get, [auth], (c) => getParental(db, scopeOf(c)));
  serveEndpoint(router, E.put, [auth], (c, { body }) => putParental(db, scopeOf(c), body));
  serveEndpoint(router, E.verify, [auth], (c, { body }) => verifyParental(db, scopeOf(c), body.password));
  serveEndpoint(router, E.sendEmail, [auth], (c, { body }) =>
    sendResetMail(db, scopeOf(c), body.sendGridConfig.lang ?? (c.get('tenant').defaultLocale as LocaleCode)),
  );
  serveEndpoint(router, E.resetPasscode, [auth], (c, { body }) => resetPasscode(db, scopeOf(c), body));
  return router;
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthSettings } from '../auth/settings.ts';
import type { Db } from '../db/client.ts';
import { checkoutRoutes } from './checkout.page.ts';
import { clockRoutes } from './clock.page.ts';
import { forgotRoutes } from './forgot.page.ts';
import { errorPage, frameOf, type HostedDeps } from './hosted-context.ts';
import { loginRoutes } from './login.page.ts';
import { mailboxRoutes } from './mailbox.page.ts';
import { partnerPageRoutes } from './partner.page.ts';
import { registerRoutes } from './register.page.ts';
import { resetRoutes } from './reset.page.ts';

/** The hosted forms are a few short fields; anything bigger is refused before it is parsed. */
export const MAX_FORM_BYTES = 16 * 1024;

/** Server-rendered hosted pages (login, register, forgot, reset, partner, mailbox) under /hosted. */
export function hostedRoutes(db: Db, settings: AuthSettings, defaultTenant: string): Hono {
  const deps: HostedDeps = { db, settings, defaultTenant };
  return (
    new Hono()
      // Every answer here is per user (CSRF fields, e-mails, reset sessions, codes): never stored anywhere.
      .use(async (c, next) => {
        await next();
        c.res.headers.set('cache-control', 'no-store');
      })
      .use(
        bodyLimit({
          maxSize: MAX_FORM_BYTES,
          onError: async (c) => errorPage(c, await frameOf(c, deps), 'tooLarge', 413),
        }),
      )
      .route('/', loginRoutes(deps))
      .route('/', registerRoutes(deps))
      .route('/', forgotRoutes(deps))
      .route('/', resetRoutes(deps))
      .route('/', partnerPageRoutes(deps))
      .route('/', mailboxRoutes(deps))
      .route('/', checkoutRoutes(deps))
      .route('/', clockRoutes(deps))
      // Nothing else lives under /hosted: the translated 404 page, not the portal shell.
      .all('*', async (c) => errorPage(c, await frameOf(c, deps), 'notFound', 404))
  );
}

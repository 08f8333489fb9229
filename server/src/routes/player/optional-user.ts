import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth-middleware.ts';

/**
 * Visitors may call the route; a request that carries an Authorization header must carry a valid one
 * (401 otherwise, so the portal refreshes rather than silently getting a visitor's answer).
 */
export const optionalUser = (db: Db): MiddlewareHandler<AppEnv> => {
  const strict = requireUser(db);
  return (c, next) => (c.req.header('authorization') === undefined ? next() : strict(c, next));
};

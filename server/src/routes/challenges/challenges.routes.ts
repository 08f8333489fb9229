import { Hono } from 'hono';
import * as v from 'valibot';
import { ChallengeIdSchema, challengeEndpoints as E } from '../../../../contract/challenges.ts';
import { type LocaleCode, LocaleCodeSchema } from '../../../../contract/locales.ts';
import { FRAGMENTS } from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { challengeNode } from '../structure/builders/challenges.ts';
import { findChallenge } from '../tournaments/tournament-rules.ts';
import { challengesProgress, optIn, portalEvent } from './challenges.service.ts';

/** Commerce §7 /kafka/* calls, and get-challenge-by-id with the caller's progress for signed-in callers. */
export function challengeRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.optIn, [auth], (c, { params }) => {
    c.header('cache-control', 'no-store');
    return optIn(db, { tenantName: c.get('tenant').name, userId: signedInUser(c) }, params.id);
  });
  serveEndpoint(router, E.event, [auth], (c, { params, body }) => {
    c.header('cache-control', 'no-store');
    return portalEvent(db, { tenantName: c.get('tenant').name, userId: signedInUser(c) }, params.id, body);
  });
  // A visitor's request goes on to the public (cached) fragment; a signed-in one is answered here, private.
  router.get(`/structure/${FRAGMENTS.challenge}/fragment/:id`, async (c, next) => {
    const id = c.req.param('id');
    if (c.req.header('authorization') === undefined || !v.is(ChallengeIdSchema, id)) return next();
    let answer: Response | undefined;
    await auth(c, async () => {
      const tenant = c.get('tenant');
      const lang = c.req.query('lang');
      const { tournament, challenge } = await findChallenge(db, tenant.name, id);
      const node = challengeNode(tournament, challenge, {
        lang: (v.is(LocaleCodeSchema, lang) ? lang : tenant.defaultLocale) as LocaleCode,
        origin: requestOrigin(c.req.url),
      });
      const scope = { tenantName: tenant.name, userId: signedInUser(c) };
      const progress = (await challengesProgress(db, scope, tournament)).find((p) => p.challengeId === id);
      c.header('cache-control', 'private, no-store');
      const customProperties = { ...node.data?.customProperties, progress };
      answer = c.json({ ...node, data: { ...node.data, customProperties } });
    });
    return answer ?? next();
  });
  return router;
}

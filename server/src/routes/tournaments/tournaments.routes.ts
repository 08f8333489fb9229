import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { tournamentEndpoints as E } from '../../../../contract/tournaments.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { optionalUser } from '../player/optional-user.ts';
import { answerInvitation, invite, sendJoinRequest } from './invitations.service.ts';
import { markNotified, pendingRequests, teamNotifications } from './notifications.service.ts';
import { createTeam, registerTournament, tournamentStatus } from './tournaments.service.ts';

type Ctx = Context<AppEnv>;

const scopeOf = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });
const langOf = (c: Ctx, lang?: LocaleCode): LocaleCode =>
  lang ?? (c.get('tenant').defaultLocale as LocaleCode);
const private_ = (c: Ctx) => c.header('cache-control', 'no-store');
const tournamentOf = (id: 'all' | number) => (id === 'all' ? undefined : id);

/** Commerce §7 /tournament/* calls and the tournament fragments of the /notifications page. */
export function tournamentRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.status, [optionalUser(db)], (c, { params, query }) => {
    private_(c);
    const ctx = { lang: langOf(c, query.lang), origin: requestOrigin(c.req.url) };
    return tournamentStatus(db, c.get('tenant').name, c.get('userId'), params.id, ctx);
  });
  serveEndpoint(router, E.register, [auth], (c, { params, body }) => {
    private_(c);
    return registerTournament(db, scopeOf(c), params.id, body.ingameId);
  });
  serveEndpoint(router, E.createTeam, [auth], (c, { params, body }) => {
    private_(c);
    return createTeam(db, scopeOf(c), params.id, body.teamName);
  });
  serveEndpoint(router, E.sendJoinRequest, [auth], (c, { params }) => {
    private_(c);
    return sendJoinRequest(db, scopeOf(c), params.teamId);
  });
  serveEndpoint(router, E.invite, [auth], (c, { params, body }) => {
    private_(c);
    return invite(db, scopeOf(c), params.teamId, body.user);
  });
  serveEndpoint(router, E.answer, [auth], (c, { params, body }) => {
    private_(c);
    return answerInvitation(db, scopeOf(c), params.id, body.response, langOf(c));
  });
  serveEndpoint(router, E.markNotified, [auth], (c, { body }) => {
    private_(c);
    return markNotified(db, scopeOf(c), body);
  });
  serveEndpoint(router, E.teamNotifications, [auth], (c, { params, query }) => {
    private_(c);
    return teamNotifications(db, scopeOf(c), tournamentOf(params.id), langOf(c, query.lang));
  });
  serveEndpoint(router, E.pendingRequests, [auth], (c, { params, query }) => {
    private_(c);
    return pendingRequests(db, scopeOf(c), tournamentOf(params.id), langOf(c, query.lang));
  });
  return router;
}

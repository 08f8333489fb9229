import { expect } from 'vitest';
import type { ChallengeProgress } from '../../../../contract/challenges.ts';
import type { RewardBalance, RewardHistory } from '../../../../contract/rewards.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { TournamentNotification, TournamentStatus } from '../../../../contract/tournaments.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { itemBySlug } from '../player/player-testing.ts';
import { createUser, signIn } from '../session/session-testing.ts';

export const PLAYER = 'player@demo.example';

/** A fresh account of the tenant with an access token, so each test's teams and rewards are its own. */
export async function newPlayer(t: TestApp, tenant = 'demo') {
  const user = await createUser(t, tenant);
  return { ...user, token: (await signIn(t, tenant, user.id)).access_token };
}

export type Player = Awaited<ReturnType<typeof newPlayer>>;

export const tournamentId = async (t: TestApp, slug: string, tenant = 'demo') =>
  (await itemBySlug(t, tenant, 'tournament', slug)).id;

/** A call that must answer 200, parsed. */
export async function ok<T>(res: Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

export const call = (t: TestApp, token: string, method: string, path: string, body?: unknown) =>
  t.api(path, { method, token, ...(body === undefined ? {} : { body }) });

export const register = (t: TestApp, p: Player, id: number, body: object = {}) =>
  ok<TournamentStatus>(call(t, p.token, 'POST', `/tournament/registerTournament/${id}`, body));
export const status = (t: TestApp, p: Player, id: number) =>
  ok<TournamentStatus>(call(t, p.token, 'GET', `/tournament/status/${id}`));
export const createTeam = (t: TestApp, p: Player, id: number, teamName: string) =>
  ok<TournamentStatus>(call(t, p.token, 'POST', `/tournament/createTeam/${id}`, { teamName }));
export const optIn = (t: TestApp, p: Player, challenge: string) =>
  ok<ChallengeProgress>(call(t, p.token, 'PATCH', `/kafka/optInChallenge/${challenge}`));
export const balance = (t: TestApp, p: Player) =>
  ok<RewardBalance>(call(t, p.token, 'GET', '/reward/balance'));
export const history = (t: TestApp, p: Player, query = '') =>
  ok<RewardHistory>(call(t, p.token, 'GET', `/reward/history${query}`));

/** The notifications of one of the two fragments, as the portal reads them. */
export async function fragment(
  t: TestApp,
  p: Player,
  name: 'pending-requests' | 'team-notifications',
  id: number | 'all' = 'all',
) {
  const node = await ok<StructureNode>(
    call(t, p.token, 'GET', `/structure/tournament-${name}/fragment/${id}`),
  );
  return (node.substructure ?? []).map((n) => n.data?.customProperties as TournamentNotification);
}

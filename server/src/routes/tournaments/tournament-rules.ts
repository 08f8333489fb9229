import { and, eq, sql } from 'drizzle-orm';
import { TOURNAMENT_ERRORS, type TournamentState } from '../../../../contract/challenges.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import { ProblemError } from '../../http/problem.ts';
import { commerceNow } from '../commerce/clock.ts';

export type Challenge = NonNullable<CatalogueProps['challenges']>[number];

/** The caller: every query of these calls is scoped to the tenant, and most to the user. */
export interface Scope {
  tenantName: string;
  userId: string;
}

export const refuse = (status: number, code: string, detail: string) =>
  new ProblemError({ status, code, detail });

export const tournamentNotFound = () =>
  refuse(404, TOURNAMENT_ERRORS.notFound, 'There is no such tournament.');

/** A tournament of the tenant by its id (another tenant's is not found). */
export async function findTournament(db: Db, tenantName: string, id: number): Promise<CatalogueItemRow> {
  const [row] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.id, id),
        eq(catalogueItems.kind, 'tournament'),
      ),
    );
  if (!row) throw tournamentNotFound();
  return row;
}

/** The tournament holding a challenge id, and the challenge; 404 for an unknown id or another tenant's. */
export async function findChallenge(db: Db, tenantName: string, challengeId: string) {
  const [tournament] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'tournament'),
        sql`${catalogueItems.props} @> ${JSON.stringify({ challenges: [{ id: challengeId }] })}::jsonb`,
      ),
    );
  const challenge = tournament?.props.challenges?.find((c) => c.id === challengeId);
  if (!tournament || !challenge)
    throw refuse(404, TOURNAMENT_ERRORS.challengeNotFound, 'There is no such challenge.');
  return { tournament, challenge };
}

/** A tournament's state from its dates at `now` (the commerce clock's, so the demo clock moves it too). */
export function stateAt(tournament: CatalogueItemRow, now: Date): TournamentState {
  const { startsAt, endsAt } = tournament.props;
  if (startsAt && now < new Date(startsAt)) return 'upcoming';
  if (endsAt && now > new Date(endsAt)) return 'finished';
  return 'running';
}

export async function stateOf(db: Db, tournament: CatalogueItemRow): Promise<TournamentState> {
  return stateAt(tournament, (await commerceNow(db)).now);
}

/** 409 once a tournament is over: nothing about it changes any more. */
export async function refuseFinished(db: Db, tournament: CatalogueItemRow): Promise<void> {
  if ((await stateOf(db, tournament)) === 'finished')
    throw refuse(409, TOURNAMENT_ERRORS.finished, 'This tournament is over.');
}

export const teamSizeOf = (tournament: CatalogueItemRow): number => tournament.props.teamSize ?? 1;

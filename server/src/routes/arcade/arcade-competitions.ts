import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { ARCADE_ERRORS, type ArcadeCompetition, type ArcadeState } from '../../../../contract/arcade.ts';
import type { Db } from '../../db/client.ts';
import { type ArcadeCompetitionRow, arcadeCompetitions, arcadeScores } from '../../db/schema/arcade.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import { ProblemError } from '../../http/problem.ts';
import { grantReward } from '../rewards/rewards.service.ts';

/** A competition's state from its window and the clock. */
export function stateOf(
  row: Pick<ArcadeCompetitionRow, 'startsAt' | 'endsAt'>,
  now = new Date(),
): ArcadeState {
  if (now < row.startsAt) return 'upcoming';
  return now < row.endsAt ? 'running' : 'finished';
}

export const competitionAnswer = (row: ArcadeCompetitionRow, now = new Date()): ArcadeCompetition => ({
  competitionId: row.id,
  contentId: row.itemId,
  state: stateOf(row, now),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  prizes: row.prizes,
});

/** Preference when no state is asked: the running competition, else the latest finished, else the next one. */
const PREFERENCE: ArcadeState[] = ['running', 'finished', 'upcoming'];

/**
 * The arcade game's competition of a state (the nearest one of it: the running one, the latest finished, the
 * next upcoming), or by preference when none is asked; 404 ARCADE_NO_COMPETITION when there is none.
 */
export async function findCompetition(
  db: Db,
  tenantName: string,
  itemId: number,
  state?: ArcadeState,
): Promise<ArcadeCompetitionRow> {
  const rows = await db
    .select({ competition: arcadeCompetitions })
    .from(arcadeCompetitions)
    .innerJoin(
      catalogueItems,
      and(eq(catalogueItems.id, arcadeCompetitions.itemId), eq(catalogueItems.tenantName, tenantName)),
    )
    .where(
      and(
        eq(arcadeCompetitions.tenantName, tenantName),
        eq(arcadeCompetitions.itemId, itemId),
        eq(catalogueItems.kind, 'arcade'),
      ),
    )
    .orderBy(asc(arcadeCompetitions.startsAt));
  const now = new Date();
  const of = (wanted: ArcadeState) => {
    const matching = rows.map((r) => r.competition).filter((row) => stateOf(row, now) === wanted);
    return wanted === 'finished' ? matching.at(-1) : matching[0];
  };
  for (const wanted of state ? [state] : PREFERENCE) {
    const found = of(wanted);
    if (found) return found;
  }
  throw new ProblemError({
    status: 404,
    code: ARCADE_ERRORS.noCompetition,
    detail: state ? `This game has no ${state} competition.` : 'This game has no competition.',
  });
}

const PLACE: LocalizedText = {
  en: 'arcade, place',
  ar: 'أركيد، المركز',
  fr: 'arcade, place',
  de: 'Arcade, Platz',
  es: 'arcade, puesto',
  ro: 'arcade, locul',
};

/** "Meteor Storm — arcade, place 1" in every language the game's title and the word have. */
function prizeLabel(titles: LocalizedText, place: number): LocalizedText {
  const label: LocalizedText = { en: `${titles.en} — ${PLACE.en} ${place}` };
  for (const lang of ['ar', 'fr', 'de', 'es', 'ro'] as const)
    label[lang] = `${titles[lang] ?? titles.en} — ${PLACE[lang]} ${place}`;
  return label;
}

/**
 * Grants the prizes of the tenant's finished competitions that have not had theirs (of one game, or all):
 * each competition is claimed by setting rewarded_at in the transaction that grants its tickets, so
 * parallel readers grant it once; grantReward's unique key guards each ticket grant as well.
 */
export async function settleFinished(db: Db, tenantName: string, itemId?: number): Promise<number> {
  const now = new Date();
  const due = await db
    .select({ id: arcadeCompetitions.id })
    .from(arcadeCompetitions)
    .where(
      and(
        eq(arcadeCompetitions.tenantName, tenantName),
        itemId === undefined ? undefined : eq(arcadeCompetitions.itemId, itemId),
        lte(arcadeCompetitions.endsAt, now),
        isNull(arcadeCompetitions.rewardedAt),
      ),
    );
  let settled = 0;
  for (const { id } of due) {
    const granted = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(arcadeCompetitions)
        .set({ rewardedAt: now })
        .where(
          and(
            eq(arcadeCompetitions.tenantName, tenantName),
            eq(arcadeCompetitions.id, id),
            isNull(arcadeCompetitions.rewardedAt),
          ),
        )
        .returning();
      if (!claimed) return false;
      const [item] = await tx
        .select({ titles: catalogueItems.titles })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, claimed.itemId)));
      const places = Math.max(0, ...claimed.prizes.map((prize) => prize.place));
      const top = await tx
        .select({ userId: arcadeScores.userId })
        .from(arcadeScores)
        .where(and(eq(arcadeScores.tenantName, tenantName), eq(arcadeScores.competitionId, id)))
        .orderBy(desc(arcadeScores.score), asc(arcadeScores.scoredAt), asc(arcadeScores.userId))
        .limit(places);
      for (const prize of claimed.prizes) {
        const winner = top[prize.place - 1];
        if (!winner || !item) continue;
        await grantReward(tx, {
          tenantName,
          userId: winner.userId,
          currency: 'TICKETS',
          amount: prize.tickets,
          sourceKind: 'arcade',
          sourceId: String(id),
          label: prizeLabel(item.titles, prize.place),
        });
      }
      return true;
    });
    if (granted) settled += 1;
  }
  return settled;
}

/** Every tenant's finished competitions, prizes granted (the clock job's sweep). */
export async function settleAllFinished(db: Db): Promise<number> {
  const tenants = await db
    .selectDistinct({ tenantName: arcadeCompetitions.tenantName })
    .from(arcadeCompetitions)
    .where(and(lte(arcadeCompetitions.endsAt, sql`now()`), isNull(arcadeCompetitions.rewardedAt)));
  let settled = 0;
  for (const { tenantName } of tenants) settled += await settleFinished(db, tenantName);
  return settled;
}

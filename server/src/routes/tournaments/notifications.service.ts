import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import {
  DEFAULT_NOTIFIED_SOURCE,
  TOURNAMENT_FRAGMENTS,
  type TournamentNotification,
} from '../../../../contract/tournaments.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import {
  tournamentInvitations,
  tournamentRegistrations,
  tournamentTeams,
} from '../../db/schema/tournaments.ts';
import { teamsOf, userNameOf } from './team-reads.ts';
import type { Scope } from './tournament-rules.ts';

/** The newest this many invitations and requests a user sees. */
const SHOWN = 100;

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

/** Invitations and requests the user is a party to (invited, asked, sent, or captain of the team). */
function rowsOf(db: Db, scope: Scope, where: { tournamentId?: number; id?: number; ids?: number[] }) {
  return db
    .select({
      invitation: tournamentInvitations,
      captainId: tournamentTeams.captainId,
      teamName: tournamentTeams.name,
      titles: catalogueItems.titles,
      props: catalogueItems.props,
    })
    .from(tournamentInvitations)
    .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentInvitations.teamId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, tournamentInvitations.tournamentId))
    .where(
      and(
        eq(tournamentInvitations.tenantName, scope.tenantName),
        or(
          eq(tournamentInvitations.userId, scope.userId),
          eq(tournamentInvitations.fromUserId, scope.userId),
          eq(tournamentTeams.captainId, scope.userId),
        ),
        ...(where.tournamentId ? [eq(tournamentInvitations.tournamentId, where.tournamentId)] : []),
        ...(where.id ? [eq(tournamentInvitations.id, where.id)] : []),
        ...(where.ids ? [inArray(tournamentInvitations.id, where.ids.length ? where.ids : [0])] : []),
      ),
    )
    .orderBy(desc(tournamentInvitations.createdAt), desc(tournamentInvitations.id))
    .limit(SHOWN);
}

const answererOf = (row: Row) =>
  row.invitation.kind === 'invitation' ? row.invitation.userId : row.captainId;
const otherOf = (row: Row, me: string) =>
  answererOf(row) === me
    ? row.invitation.kind === 'invitation'
      ? row.invitation.fromUserId
      : row.invitation.userId
    : answererOf(row);

/** To answer: pending and the caller answers it. A team notification: answered, and the caller asked. */
const isPendingFor = (row: Row, me: string) => row.invitation.status === 'PENDING' && answererOf(row) === me;
const isOutcomeFor = (row: Row, me: string) => row.invitation.status !== 'PENDING' && answererOf(row) !== me;

async function viewOf(db: Db, scope: Scope, rows: Row[], lang: LocaleCode, members: boolean) {
  const others = [...new Set(rows.map((row) => otherOf(row, scope.userId)))];
  const [people, ingame] = others.length
    ? await Promise.all([
        db
          .select()
          .from(users)
          .where(and(eq(users.tenantName, scope.tenantName), inArray(users.id, others))),
        db
          .select()
          .from(tournamentRegistrations)
          .where(
            and(
              eq(tournamentRegistrations.tenantName, scope.tenantName),
              inArray(tournamentRegistrations.userId, others),
            ),
          ),
      ])
    : [[], []];
  const out: TournamentNotification[] = [];
  for (const row of rows) {
    const i = row.invitation;
    const other = otherOf(row, scope.userId);
    const person = people.find((p) => p.id === other);
    const ingameId = ingame.find((r) => r.userId === other && r.tournamentId === i.tournamentId)?.ingameId;
    const toAnswer = isPendingFor(row, scope.userId);
    const team =
      members && toAnswer
        ? (await teamsOf(db, scope.tenantName, i.tournamentId, row.props.teamSize ?? 1, [i.teamId]))[0]
        : undefined;
    out.push({
      id: i.id,
      kind: i.kind,
      tournamentId: i.tournamentId,
      tournamentTitle: pickText(row.titles, lang),
      provider: row.props.provider ?? '',
      teamId: i.teamId,
      teamName: row.teamName,
      userId: other,
      userName: person ? userNameOf(person) : '',
      ...(ingameId ? { ingameId } : {}),
      status: i.status,
      toAnswer,
      notified: i.notifiedAt !== null,
      ...(team ? { members: team.members } : {}),
      createdAt: (i.answeredAt ?? i.createdAt).toISOString(),
    });
  }
  return out;
}

const asNode = (name: string, list: TournamentNotification[]): StructureNode => ({
  name,
  substructure: list.map((n) => ({
    name: 'tournament-notification',
    data: { title: n.tournamentTitle, subTitle: n.teamName, customProperties: n },
  })),
});

/** tournament-pending-requests: what the caller must answer, each with the team's members. */
export async function pendingRequests(
  db: Db,
  scope: Scope,
  tournamentId: number | undefined,
  lang: LocaleCode,
) {
  const rows = (await rowsOf(db, scope, { tournamentId })).filter((row) => isPendingFor(row, scope.userId));
  return asNode(TOURNAMENT_FRAGMENTS.pendingRequests, await viewOf(db, scope, rows, lang, true));
}

/** tournament-team-notifications: the answers to the caller's invitations and join requests. */
export async function teamNotifications(
  db: Db,
  scope: Scope,
  tournamentId: number | undefined,
  lang: LocaleCode,
) {
  const rows = (await rowsOf(db, scope, { tournamentId })).filter((row) => isOutcomeFor(row, scope.userId));
  return asNode(TOURNAMENT_FRAGMENTS.teamNotifications, await viewOf(db, scope, rows, lang, false));
}

/** One invitation as the caller sees it (after they answered it). */
export async function notificationById(db: Db, scope: Scope, id: number, lang: LocaleCode) {
  const rows = await rowsOf(db, scope, { id });
  const [view] = await viewOf(db, scope, rows, lang, false);
  if (!view) throw new Error(`invitation ${id} is not the caller's`);
  return view;
}

/**
 * PATCH /tournament/markInvitationNotified: the caller's notifications shown (all, or the listed ones), with
 * where they were shown (default 'smartlink'); ones already marked keep their first mark.
 */
export async function markNotified(
  db: Db,
  scope: Scope,
  body: { source?: string | undefined; ids?: number[] | undefined },
) {
  const rows = (await rowsOf(db, scope, body.ids ? { ids: body.ids } : {})).filter(
    (row) =>
      row.invitation.notifiedAt === null &&
      (isPendingFor(row, scope.userId) || isOutcomeFor(row, scope.userId)),
  );
  if (rows.length === 0) return { marked: 0 };
  const marked = await db
    .update(tournamentInvitations)
    .set({ notifiedAt: sql`now()`, notifiedSource: body.source ?? DEFAULT_NOTIFIED_SOURCE })
    .where(
      and(
        eq(tournamentInvitations.tenantName, scope.tenantName),
        inArray(
          tournamentInvitations.id,
          rows.map((row) => row.invitation.id),
        ),
        isNull(tournamentInvitations.notifiedAt),
      ),
    )
    .returning({ id: tournamentInvitations.id });
  return { marked: marked.length };
}

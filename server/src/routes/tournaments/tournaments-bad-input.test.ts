import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { tournamentInvitations, tournamentTeams } from '../../db/schema/tournaments.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, itemBySlug, LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  type Caller,
  TOURNAMENT_BAD_INPUT_CASES,
  type TournamentBadInputCase,
  type TournamentFixtures,
} from './tournaments-bad-input-cases.ts';
import {
  call,
  createTeam,
  fragment,
  newPlayer,
  ok,
  optIn,
  PLAYER,
  type Player,
  register,
  tournamentId,
} from './tournaments-testing.ts';

/** Every table a tournament, challenge or reward call could write (the rate-limit counters aside). */
const TABLES = [
  'reward_grants',
  'challenge_opt_ins',
  'challenge_events',
  'tournament_registrations',
  'tournament_teams',
  'tournament_team_members',
  'tournament_invitations',
];

describe.each(databaseTargets())(
  'bad input to the tournament, challenge and reward calls on %s',
  (target) => {
    let t: TestApp;
    const f = {} as TournamentFixtures;
    const callers = {} as Record<Exclude<Caller, 'nobody'>, Player>;

    const seeded = async (email: string, tenant = 'demo') => {
      const { id, token } = await tokenOf(t, email, tenant);
      return { id, email, token };
    };

    beforeAll(async () => {
      t = await startTestApp(target);
      Object.assign(callers, {
        free: await seeded(FREE),
        listener: await seeded(LISTENER),
        captain: await seeded(PLAYER),
        fullCaptain: await newPlayer(t),
        acme: await seeded(ACME_CLIENT, 'acme'),
      });
      const castle = await tournamentId(t, 'castle-siege-league');
      const team = (await itemBySlug(t, 'demo', 'tournament', 'castle-siege-league')).id;
      expect(team).toBe(castle);
      await register(t, callers.listener, castle);
      await optIn(t, callers.free, 'castle-siege-league-scout');
      await optIn(t, callers.free, 'castle-siege-league-conqueror');
      await register(t, callers.fullCaptain, castle);
      const fullTeam = (await createTeam(t, callers.fullCaptain, castle, 'Full House')).myTeamId as number;
      for (let i = 0; i < 3; i++) {
        const p = await newPlayer(t);
        await ok(
          call(t, callers.fullCaptain.token, 'POST', `/tournament/invite/${fullTeam}`, { user: p.email }),
        );
        const [inv] = await fragment(t, p, 'pending-requests');
        await ok(
          call(t, p.token, 'PATCH', `/tournament/addInvitationResponse/${inv?.id}`, { response: 'accept' }),
        );
      }
      const [crushers] = await t.database.db
        .select({ id: tournamentTeams.id })
        .from(tournamentTeams)
        .where(and(eq(tournamentTeams.tenantName, 'demo'), eq(tournamentTeams.name, 'Castle Crushers')));
      const teamId = crushers?.id as number;
      const other = await newPlayer(t);
      await ok(call(t, callers.captain.token, 'POST', `/tournament/invite/${teamId}`, { user: other.email }));
      await ok(call(t, callers.captain.token, 'POST', `/tournament/invite/${teamId}`, { user: FREE }));
      const [declined] = await fragment(t, callers.free, 'pending-requests');
      await ok(
        call(t, callers.free.token, 'PATCH', `/tournament/addInvitationResponse/${declined?.id}`, {
          response: 'decline',
        }),
      );
      // acme: a team and an invitation of its own tournament, written directly (its tournament is solo).
      const acmeTournament = (await itemBySlug(t, 'acme', 'tournament', 'quiz-de-la-rentree')).id;
      const [acmeTeam] = await t.database.db
        .insert(tournamentTeams)
        .values({
          tenantName: 'acme',
          tournamentId: acmeTournament,
          name: 'Quizzers',
          captainId: callers.acme.id,
        })
        .returning({ id: tournamentTeams.id });
      const [acmeInvitation] = await t.database.db
        .insert(tournamentInvitations)
        .values({
          tenantName: 'acme',
          tournamentId: acmeTournament,
          teamId: acmeTeam?.id as number,
          kind: 'invitation',
          userId: callers.acme.id,
          fromUserId: callers.acme.id,
        })
        .returning({ id: tournamentInvitations.id });
      const [game] = await t.database.db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.kind, 'game')))
        .limit(1);
      Object.assign(f, {
        castle,
        chess: await tournamentId(t, 'chess-masters-open'),
        spring: await tournamentId(t, 'spring-cup'),
        acmeTournament,
        game: game?.id as number,
        team: teamId,
        fullTeam,
        acmeTeam: acmeTeam?.id as number,
        othersInvitation: (await fragment(t, other, 'pending-requests'))[0]?.id as number,
        answered: declined?.id as number,
        acmeInvitation: acmeInvitation?.id as number,
        castleVideo: (await itemBySlug(t, 'demo', 'tournament-video', 'castle-siege-league-highlights')).id,
        chessVideo: (await itemBySlug(t, 'demo', 'tournament-video', 'chess-masters-open-highlights')).id,
        acmeEmail: ACME_CLIENT,
      } satisfies TournamentFixtures);
      expect(f.othersInvitation).toBeGreaterThan(0);
    });
    afterAll(() => t.dispose());

    const send = (c: TournamentBadInputCase): Promise<Response> => {
      const as = c.as ?? 'free';
      const body = c.body?.(f);
      return t.api(c.path(f), {
        method: c.method,
        ...(as === 'acme' ? { tenant: 'acme' } : {}),
        ...(as === 'nobody' ? {} : { token: callers[as].token }),
        ...(body !== undefined ? { body } : {}),
      });
    };

    it('the table has at least 60 cases, each named once', () => {
      expect(TOURNAMENT_BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(60);
      expect(new Set(TOURNAMENT_BAD_INPUT_CASES.map((c) => c.name)).size).toBe(
        TOURNAMENT_BAD_INPUT_CASES.length,
      );
    });

    it.each(TOURNAMENT_BAD_INPUT_CASES.map((c) => [c.name, c] as const))(
      '%s → refused, nothing written',
      async (_, c) => {
        const before = await tableFingerprint(t, TABLES);
        await expectProblem(await send(c), c.status, c.code);
        expect(await tableFingerprint(t, TABLES)).toEqual(before);
      },
    );

    it('the portal’s events are limited per user and hour: the 31st is 429 and writes nothing', async () => {
      const p = await newPlayer(t);
      await optIn(t, p, 'castle-siege-league-scout');
      const watch = () =>
        call(t, p.token, 'POST', '/kafka/event/castle-siege-league-scout', {
          type: 'watch',
          contentId: f.castleVideo,
        });
      for (let i = 0; i < 30; i++) await ok(watch());
      const before = await tableFingerprint(t, TABLES);
      await expectProblem(await watch(), 429, 'RATE_LIMITED');
      expect(await tableFingerprint(t, TABLES)).toEqual(before);
    });
  },
);

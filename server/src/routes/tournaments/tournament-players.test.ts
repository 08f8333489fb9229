import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { INVITE_LIMIT } from './invitations.service.ts';
import { call, createTeam, newPlayer, register, type status, tournamentId } from './tournaments-testing.ts';

describe.each(databaseTargets())(
  'tournament players: in-game ids, names shown, invitations on %s',
  (target) => {
    let t: TestApp;
    let castle = 0;
    beforeAll(async () => {
      t = await startTestApp(target);
      castle = await tournamentId(t, 'castle-siege-league');
    });
    afterAll(() => t.dispose());

    it('an in-game id names one player of a tournament, whatever its case; nothing is written on refusal', async () => {
      const [a, b] = [await newPlayer(t), await newPlayer(t)];
      await register(t, a, castle, { ingameId: 'SiegeMaster' });
      const before = await tableFingerprint(t, ['tournament_registrations', 'challenge_events']);
      const taken = await call(t, b.token, 'POST', `/tournament/registerTournament/${castle}`, {
        ingameId: 'siegemaster',
      });
      await expectProblem(taken, 409, 'INGAME_ID_TAKEN');
      expect(await tableFingerprint(t, ['tournament_registrations', 'challenge_events'])).toEqual(before);
      // Its owner may register it again (or change its case).
      expect((await register(t, a, castle, { ingameId: 'Siegemaster' })).ingameId).toBe('Siegemaster');
    });

    it('others see a player as first name and last initial, never the full name', async () => {
      const captain = await newPlayer(t);
      await register(t, captain, castle);
      await createTeam(t, captain, castle, `Names ${captain.id.slice(0, 6)}`);
      const visitor = (await (await t.api(`/tournament/status/${castle}`)).json()) as Awaited<
        ReturnType<typeof status>
      >;
      const names = visitor.teams.flatMap((team) => team.members.map((m) => m.userName));
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain('Test User');
      expect(names).toContain('Test U.');
    });

    it('a captain sends at most so many invitations an hour (counted before the invitee is looked up)', async () => {
      const captain = await newPlayer(t);
      await register(t, captain, castle);
      const team = await createTeam(t, captain, castle, `Limit ${captain.id.slice(0, 6)}`);
      const teamId = team.myTeamId ?? 0;
      for (let i = 0; i < INVITE_LIMIT.limit; i++) {
        const res = await call(t, captain.token, 'POST', `/tournament/invite/${teamId}`, {
          user: `nobody-${i}@test.example`,
        });
        expect(res.status).toBe(404);
      }
      const over = await call(t, captain.token, 'POST', `/tournament/invite/${teamId}`, {
        user: 'nobody@test.example',
      });
      await expectProblem(over, 429);
      expect(over.headers.get('retry-after')).toBeTruthy();
    });
  },
);

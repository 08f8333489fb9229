import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  balance,
  call,
  createTeam,
  fragment,
  newPlayer,
  ok,
  optIn,
  PLAYER,
  register,
  status,
  tournamentId,
} from './tournaments-testing.ts';

describe.each(databaseTargets())('tournaments, registration and teams on %s', (target) => {
  let t: TestApp;
  const ids = { castle: 0, chess: 0, spring: 0, kart: 0, goal: 0 };

  beforeAll(async () => {
    t = await startTestApp(target);
    ids.castle = await tournamentId(t, 'castle-siege-league');
    ids.chess = await tournamentId(t, 'chess-masters-open');
    ids.spring = await tournamentId(t, 'spring-cup');
    ids.kart = await tournamentId(t, 'kart-mania-grand-prix');
    ids.goal = await tournamentId(t, 'goal-rush-five-a-side');
  });
  afterAll(() => t.dispose());

  it('a tournament’s state comes from its dates: upcoming, running, finished', async () => {
    const p = await newPlayer(t);
    expect((await status(t, p, ids.kart)).state).toBe('upcoming');
    expect((await status(t, p, ids.castle)).state).toBe('running');
    expect((await status(t, p, ids.spring)).state).toBe('finished');
    const visitor = await ok<{ registered: boolean }>(t.api(`/tournament/status/${ids.castle}`));
    expect(visitor.registered).toBe(false);
  });

  it('registration is idempotent and closed once the tournament is over', async () => {
    const p = await newPlayer(t);
    expect((await register(t, p, ids.chess, { ingameId: 'Knight_1' })).registered).toBe(true);
    const again = await register(t, p, ids.chess);
    expect(again).toMatchObject({ registered: true, ingameId: 'Knight_1' });
    await expectProblem(
      await call(t, p.token, 'POST', `/tournament/registerTournament/${ids.spring}`, {}),
      409,
      'TOURNAMENT_FINISHED',
    );
    expect((await status(t, p, ids.spring)).registered).toBe(false);
  });

  it('two players form a team by request and by invitation; notifications and their marks follow', async () => {
    const captain = await tokenOf(t, PLAYER);
    const cap = { id: captain.id, email: PLAYER, token: captain.token };
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const seeded = (await status(t, cap, ids.castle)).teams.find(
      (team) => team.teamName === 'Castle Crushers',
    );
    expect(seeded?.members).toMatchObject([{ captain: true, ingameId: 'CastleCaptain' }]);
    const teamId = seeded?.teamId as number;
    // a asks to join; the captain sees the request with the team's members and accepts it.
    await register(t, a, ids.castle, { ingameId: 'Archer' });
    await optIn(t, a, 'castle-siege-league-team-spirit');
    expect(
      (
        await ok<{ requestedTeamIds: number[] }>(
          call(t, a.token, 'POST', `/tournament/sendJoinRequest/${teamId}`),
        )
      ).requestedTeamIds,
    ).toEqual([teamId]);
    await ok(call(t, a.token, 'POST', `/tournament/sendJoinRequest/${teamId}`));
    const [request] = (await fragment(t, cap, 'pending-requests', ids.castle)).filter(
      (n) => n.userId === a.id,
    );
    expect(request).toMatchObject({
      kind: 'join-request',
      status: 'PENDING',
      toAnswer: true,
      ingameId: 'Archer',
      teamName: 'Castle Crushers',
      provider: 'North Star Games',
      notified: false,
    });
    expect(request?.members?.[0]).toMatchObject({ captain: true });
    // Only the captain answers a join request.
    await expectProblem(
      await call(t, a.token, 'PATCH', `/tournament/addInvitationResponse/${request?.id}`, {
        response: 'accept',
      }),
      403,
      'INVITATION_NOT_YOURS',
    );
    const accepted = await ok(
      call(t, cap.token, 'PATCH', `/tournament/addInvitationResponse/${request?.id}`, { response: 'accept' }),
    );
    expect(accepted).toMatchObject({ status: 'ACCEPTED', toAnswer: false });
    const [outcome] = await fragment(t, a, 'team-notifications');
    expect(outcome).toMatchObject({ kind: 'join-request', status: 'ACCEPTED', teamId, notified: false });
    expect(await ok(call(t, a.token, 'PATCH', '/tournament/markInvitationNotified', {}))).toEqual({
      marked: 1,
    });
    expect((await fragment(t, a, 'team-notifications'))[0]?.notified).toBe(true);
    expect((await status(t, a, ids.castle)).myTeamId).toBe(teamId);
    // Joining the team was a server event: a's "team" step is done.
    expect((await balance(t, a)).tickets).toBe(2);
    // The captain invites b by e-mail; b declines, then a second invitation is accepted.
    await ok(call(t, cap.token, 'POST', `/tournament/invite/${teamId}`, { user: b.email.toUpperCase() }));
    const [invitation] = await fragment(t, b, 'pending-requests');
    expect(invitation).toMatchObject({ kind: 'invitation', userId: cap.id, toAnswer: true });
    await expectProblem(
      await call(t, a.token, 'PATCH', `/tournament/addInvitationResponse/${invitation?.id}`, {
        response: 'accept',
      }),
      403,
      'INVITATION_NOT_YOURS',
    );
    expect(
      await ok(
        call(t, b.token, 'PATCH', `/tournament/addInvitationResponse/${invitation?.id}`, {
          response: 'decline',
        }),
      ),
    ).toMatchObject({ status: 'DECLINED' });
    await expectProblem(
      await call(t, b.token, 'PATCH', `/tournament/addInvitationResponse/${invitation?.id}`, {
        response: 'accept',
      }),
      409,
      'INVITATION_ANSWERED',
    );
    expect((await fragment(t, cap, 'team-notifications')).find((n) => n.id === invitation?.id)).toMatchObject(
      { status: 'DECLINED', userId: b.id },
    );
    await ok(call(t, cap.token, 'POST', `/tournament/invite/${teamId}`, { user: b.email }));
    const [second] = await fragment(t, b, 'pending-requests');
    await ok(
      call(t, b.token, 'PATCH', `/tournament/addInvitationResponse/${second?.id}`, { response: 'accept' }),
    );
    const team = (await status(t, b, ids.castle)).teams.find((x) => x.teamId === teamId);
    expect(team?.members.map((m) => m.userId).sort()).toEqual([cap.id, a.id, b.id].sort());
    expect((await status(t, b, ids.castle)).registered).toBe(true);
  });

  it('a full team refuses one more member, and nothing is written', async () => {
    const captain = await newPlayer(t);
    await register(t, captain, ids.castle);
    const made = await createTeam(t, captain, ids.castle, `Full House ${captain.id.slice(0, 4)}`);
    const teamId = made.myTeamId as number;
    for (let i = 0; i < 3; i++) {
      const p = await newPlayer(t);
      await ok(call(t, captain.token, 'POST', `/tournament/invite/${teamId}`, { user: p.email }));
      const [inv] = await fragment(t, p, 'pending-requests');
      await ok(
        call(t, p.token, 'PATCH', `/tournament/addInvitationResponse/${inv?.id}`, { response: 'accept' }),
      );
    }
    const late = await newPlayer(t);
    await register(t, late, ids.castle);
    await expectProblem(
      await call(t, late.token, 'POST', `/tournament/sendJoinRequest/${teamId}`),
      409,
      'TEAM_FULL',
    );
    await expectProblem(
      await call(t, captain.token, 'POST', `/tournament/invite/${teamId}`, { user: late.email }),
      409,
      'TEAM_FULL',
    );
    expect((await status(t, late, ids.castle)).teams.find((x) => x.teamId === teamId)).toMatchObject({
      full: true,
    });
  });

  it('a request accepted after the team filled up is refused and stays pending', async () => {
    const captain = await newPlayer(t);
    await register(t, captain, ids.castle);
    const teamId = (await createTeam(t, captain, ids.castle, `Waiting Room ${captain.id.slice(0, 4)}`))
      .myTeamId as number;
    const askers = [await newPlayer(t), await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    for (const p of askers) {
      await register(t, p, ids.castle);
      await ok(call(t, p.token, 'POST', `/tournament/sendJoinRequest/${teamId}`));
    }
    const requests = await fragment(t, captain, 'pending-requests');
    expect(requests).toHaveLength(4);
    for (const r of requests.slice(0, 3))
      await ok(
        call(t, captain.token, 'PATCH', `/tournament/addInvitationResponse/${r.id}`, { response: 'accept' }),
      );
    await expectProblem(
      await call(t, captain.token, 'PATCH', `/tournament/addInvitationResponse/${requests[3]?.id}`, {
        response: 'accept',
      }),
      409,
      'TEAM_FULL',
    );
    expect((await fragment(t, captain, 'pending-requests')).map((n) => n.status)).toEqual(['PENDING']);
  });

  it('two answers racing for a team’s last place: one joins, the other is refused with TEAM_FULL', async () => {
    const captain = await newPlayer(t);
    await register(t, captain, ids.castle);
    const teamId = (await createTeam(t, captain, ids.castle, `Last Place ${captain.id.slice(0, 4)}`))
      .myTeamId as number;
    const askers = await Promise.all([1, 2, 3, 4].map(() => newPlayer(t)));
    for (const p of askers) {
      await register(t, p, ids.castle);
      await ok(call(t, p.token, 'POST', `/tournament/sendJoinRequest/${teamId}`));
    }
    const requests = await fragment(t, captain, 'pending-requests');
    for (const r of requests.slice(0, 2))
      await ok(
        call(t, captain.token, 'PATCH', `/tournament/addInvitationResponse/${r.id}`, { response: 'accept' }),
      );
    const answers = await Promise.all(
      requests.slice(2).map((r) =>
        call(t, captain.token, 'PATCH', `/tournament/addInvitationResponse/${r.id}`, {
          response: 'accept',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await expectProblem(answers.find((a) => a.status === 409) as Response, 409, 'TEAM_FULL');
    const team = (await status(t, captain, ids.castle)).teams.find((x) => x.teamId === teamId);
    expect(team?.members).toHaveLength(4);
  });
});

/** Values the tournament bad-input cases refer to, prepared by the test before the table runs. */
export interface TournamentFixtures {
  castle: number;
  chess: number;
  spring: number;
  acmeTournament: number;
  game: number;
  /** The seeded Castle Crushers (captain: the player account); a full team; acme's team. */
  team: number;
  fullTeam: number;
  acmeTeam: number;
  /** A pending invitation to another user; one the free account declined; one in acme. */
  othersInvitation: number;
  answered: number;
  acmeInvitation: number;
  castleVideo: number;
  chessVideo: number;
  acmeEmail: string;
}

export type Caller = 'free' | 'listener' | 'captain' | 'fullCaptain' | 'acme' | 'nobody';

export interface TournamentBadInputCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: (f: TournamentFixtures) => string;
  body?: (f: TournamentFixtures) => unknown;
  as?: Caller;
  status: 400 | 401 | 403 | 404 | 409;
  code: string;
}

const V = 'VALIDATION_FAILED';
const REG = (id: number | string) => `/tournament/registerTournament/${id}`;
const TEAM = (id: number | string) => `/tournament/createTeam/${id}`;
const JOIN = (id: number | string) => `/tournament/sendJoinRequest/${id}`;
const INVITE = (id: number | string) => `/tournament/invite/${id}`;
const ANSWER = (id: number | string) => `/tournament/addInvitationResponse/${id}`;
const MARK = '/tournament/markInvitationNotified';
const OPT = (id: string) => `/kafka/optInChallenge/${id}`;
const EVENT = (id: string) => `/kafka/event/${id}`;
const SCOUT = 'castle-siege-league-scout';
const watch = (contentId: unknown) => ({ type: 'watch', contentId });
const accept = { response: 'accept' };

// biome-ignore format: one case per line
export const TOURNAMENT_BAD_INPUT_CASES: TournamentBadInputCase[] = [
  { name: 'register: tournament id 0', method: 'POST', path: () => REG(0), body: () => ({}), status: 400, code: V },
  { name: 'register: tournament id not a number', method: 'POST', path: () => REG('cup'), body: () => ({}), status: 400, code: V },
  { name: 'register: tournament id beyond int4', method: 'POST', path: () => REG(2_147_483_648), body: () => ({}), status: 400, code: V },
  { name: 'register: unknown tournament', method: 'POST', path: () => REG(99_999_999), body: () => ({}), status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'register: a game id as tournament', method: 'POST', path: (f) => REG(f.game), body: () => ({}), status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'register: another tenant’s tournament', method: 'POST', path: (f) => REG(f.acmeTournament), body: () => ({}), status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'register: a finished tournament', method: 'POST', path: (f) => REG(f.spring), body: () => ({}), status: 409, code: 'TOURNAMENT_FINISHED' },
  { name: 'register: in-game id of one character', method: 'POST', path: (f) => REG(f.castle), body: () => ({ ingameId: 'a' }), status: 400, code: V },
  { name: 'register: in-game id with a control character', method: 'POST', path: (f) => REG(f.castle), body: () => ({ ingameId: 'ab\u0007cd' }), status: 400, code: V },
  { name: 'register: in-game id with markup', method: 'POST', path: (f) => REG(f.castle), body: () => ({ ingameId: '<script>' }), status: 400, code: V },
  { name: 'register: in-game id of 41 characters', method: 'POST', path: (f) => REG(f.castle), body: () => ({ ingameId: 'x'.repeat(41) }), status: 400, code: V },
  { name: 'register: unknown body field', method: 'POST', path: (f) => REG(f.castle), body: () => ({ team: 'A' }), status: 400, code: V },
  { name: 'register: visitor', method: 'POST', path: (f) => REG(f.castle), body: () => ({}), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'register: acme caller, demo tournament', method: 'POST', path: (f) => REG(f.castle), body: () => ({}), as: 'acme', status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'team: in a solo tournament', method: 'POST', path: (f) => TEAM(f.chess), body: () => ({ teamName: 'Solo' }), status: 409, code: 'TOURNAMENT_SOLO' },
  { name: 'team: not registered', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'Newcomers' }), status: 409, code: 'TOURNAMENT_NOT_REGISTERED' },
  { name: 'team: empty name', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: '  ' }), as: 'listener', status: 400, code: V },
  { name: 'team: name of 41 characters', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'n'.repeat(41) }), as: 'listener', status: 400, code: V },
  { name: 'team: name with a line break', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'Two\nLines' }), as: 'listener', status: 400, code: V },
  { name: 'team: name not text', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 42 }), as: 'listener', status: 400, code: V },
  { name: 'team: a name the tournament has', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'Castle Crushers' }), as: 'listener', status: 409, code: 'TEAM_NAME_TAKEN' },
  { name: 'team: a captain founds a second team', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'Second' }), as: 'captain', status: 409, code: 'ALREADY_IN_TEAM' },
  { name: 'team: a finished tournament', method: 'POST', path: (f) => TEAM(f.spring), body: () => ({ teamName: 'Late' }), status: 409, code: 'TOURNAMENT_FINISHED' },
  { name: 'team: another tenant’s tournament', method: 'POST', path: (f) => TEAM(f.acmeTournament), body: () => ({ teamName: 'Acme' }), status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'team: visitor', method: 'POST', path: (f) => TEAM(f.castle), body: () => ({ teamName: 'Ghosts' }), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'join: unknown team', method: 'POST', path: () => JOIN(99_999_999), as: 'listener', status: 404, code: 'TEAM_NOT_FOUND' },
  { name: 'join: team id 0', method: 'POST', path: () => JOIN(0), as: 'listener', status: 400, code: V },
  { name: 'join: another tenant’s team', method: 'POST', path: (f) => JOIN(f.acmeTeam), as: 'listener', status: 404, code: 'TEAM_NOT_FOUND' },
  { name: 'join: a full team', method: 'POST', path: (f) => JOIN(f.fullTeam), as: 'listener', status: 409, code: 'TEAM_FULL' },
  { name: 'join: not registered', method: 'POST', path: (f) => JOIN(f.team), status: 409, code: 'TOURNAMENT_NOT_REGISTERED' },
  { name: 'join: the captain asks to join a team again', method: 'POST', path: (f) => JOIN(f.team), as: 'captain', status: 409, code: 'ALREADY_IN_TEAM' },
  { name: 'join: visitor', method: 'POST', path: (f) => JOIN(f.team), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'invite: not the captain', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: 'free@demo.example' }), as: 'listener', status: 403, code: 'NOT_TEAM_CAPTAIN' },
  { name: 'invite: unknown e-mail', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: 'nobody@demo.example' }), as: 'captain', status: 404, code: 'USER_NOT_FOUND' },
  { name: 'invite: another tenant’s user', method: 'POST', path: (f) => INVITE(f.team), body: (f) => ({ user: f.acmeEmail }), as: 'captain', status: 404, code: 'USER_NOT_FOUND' },
  { name: 'invite: unknown in-game id', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: 'NoSuchPlayer' }), as: 'captain', status: 404, code: 'USER_NOT_FOUND' },
  { name: 'invite: into a full team', method: 'POST', path: (f) => INVITE(f.fullTeam), body: () => ({ user: 'free@demo.example' }), as: 'fullCaptain', status: 409, code: 'TEAM_FULL' },
  { name: 'invite: a player already in a team', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: 'player@demo.example' }), as: 'captain', status: 409, code: 'ALREADY_IN_TEAM' },
  { name: 'invite: empty user', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: '' }), as: 'captain', status: 400, code: V },
  { name: 'invite: unknown body field', method: 'POST', path: (f) => INVITE(f.team), body: () => ({ user: 'free@demo.example', role: 'captain' }), as: 'captain', status: 400, code: V },
  { name: 'invite: another tenant’s team', method: 'POST', path: (f) => INVITE(f.acmeTeam), body: () => ({ user: 'free@demo.example' }), as: 'captain', status: 404, code: 'TEAM_NOT_FOUND' },
  { name: 'answer: someone else’s invitation', method: 'PATCH', path: (f) => ANSWER(f.othersInvitation), body: () => accept, status: 403, code: 'INVITATION_NOT_YOURS' },
  { name: 'answer: the inviting captain answers for the invited', method: 'PATCH', path: (f) => ANSWER(f.othersInvitation), body: () => accept, as: 'captain', status: 403, code: 'INVITATION_NOT_YOURS' },
  { name: 'answer: another tenant’s invitation', method: 'PATCH', path: (f) => ANSWER(f.acmeInvitation), body: () => accept, status: 404, code: 'INVITATION_NOT_FOUND' },
  { name: 'answer: a demo invitation from acme', method: 'PATCH', path: (f) => ANSWER(f.othersInvitation), body: () => accept, as: 'acme', status: 404, code: 'INVITATION_NOT_FOUND' },
  { name: 'answer: unknown invitation', method: 'PATCH', path: () => ANSWER(99_999_999), body: () => accept, status: 404, code: 'INVITATION_NOT_FOUND' },
  { name: 'answer: neither accept nor decline', method: 'PATCH', path: (f) => ANSWER(f.answered), body: () => ({ response: 'maybe' }), status: 400, code: V },
  { name: 'answer: no response', method: 'PATCH', path: (f) => ANSWER(f.answered), body: () => ({}), status: 400, code: V },
  { name: 'answer: answered already', method: 'PATCH', path: (f) => ANSWER(f.answered), body: () => accept, status: 409, code: 'INVITATION_ANSWERED' },
  { name: 'answer: invitation id not a number', method: 'PATCH', path: () => ANSWER('x1'), body: () => accept, status: 400, code: V },
  { name: 'answer: visitor', method: 'PATCH', path: (f) => ANSWER(f.othersInvitation), body: () => accept, as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'mark notified: source with spaces', method: 'PATCH', path: () => MARK, body: () => ({ source: 'Smart Link' }), status: 400, code: V },
  { name: 'mark notified: id 0', method: 'PATCH', path: () => MARK, body: () => ({ ids: [0] }), status: 400, code: V },
  { name: 'mark notified: 101 ids', method: 'PATCH', path: () => MARK, body: () => ({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }), status: 400, code: V },
  { name: 'mark notified: unknown field', method: 'PATCH', path: () => MARK, body: () => ({ all: true }), status: 400, code: V },
  { name: 'mark notified: visitor', method: 'PATCH', path: () => MARK, body: () => ({}), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'opt in: unknown challenge', method: 'PATCH', path: () => OPT('no-such-challenge'), status: 404, code: 'CHALLENGE_NOT_FOUND' },
  { name: 'opt in: challenge id in capitals', method: 'PATCH', path: () => OPT('CASTLE-SIEGE-LEAGUE-SCOUT'), status: 400, code: V },
  { name: 'opt in: a finished tournament’s challenge', method: 'PATCH', path: () => OPT('spring-cup-road-to-final'), status: 409, code: 'TOURNAMENT_FINISHED' },
  { name: 'opt in: a demo challenge from acme', method: 'PATCH', path: () => OPT(SCOUT), as: 'acme', status: 404, code: 'CHALLENGE_NOT_FOUND' },
  { name: 'opt in: visitor', method: 'PATCH', path: () => OPT(SCOUT), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'event: a type only games report (win)', method: 'POST', path: () => EVENT(SCOUT), body: (f) => ({ type: 'win', contentId: f.castleVideo }), status: 400, code: V },
  { name: 'event: a type only the server records (register)', method: 'POST', path: () => EVENT(SCOUT), body: (f) => ({ type: 'register', contentId: f.castleVideo }), status: 400, code: V },
  { name: 'event: unknown type', method: 'POST', path: () => EVENT(SCOUT), body: (f) => ({ type: 'cheat', contentId: f.castleVideo }), status: 400, code: V },
  { name: 'event: not opted in', method: 'POST', path: () => EVENT(SCOUT), body: (f) => watch(f.castleVideo), as: 'listener', status: 409, code: 'CHALLENGE_NOT_OPTED_IN' },
  { name: 'event: another tournament’s video', method: 'POST', path: () => EVENT(SCOUT), body: (f) => watch(f.chessVideo), status: 400, code: 'CHALLENGE_WRONG_CONTENT' },
  { name: 'event: a game as the video', method: 'POST', path: () => EVENT(SCOUT), body: (f) => watch(f.game), status: 400, code: 'CHALLENGE_WRONG_CONTENT' },
  { name: 'event: a challenge no step of which counts it', method: 'POST', path: () => EVENT('castle-siege-league-conqueror'), body: (f) => watch(f.castleVideo), status: 409, code: 'CHALLENGE_WRONG_CONTENT' },
  { name: 'event: a finished tournament', method: 'POST', path: () => EVENT('spring-cup-road-to-final'), body: (f) => watch(f.castleVideo), status: 409, code: 'TOURNAMENT_FINISHED' },
  { name: 'event: content id 0', method: 'POST', path: () => EVENT(SCOUT), body: () => watch(0), status: 400, code: V },
  { name: 'event: no content id', method: 'POST', path: () => EVENT(SCOUT), body: () => ({ type: 'watch' }), status: 400, code: V },
  { name: 'event: unknown challenge', method: 'POST', path: () => EVENT('no-such-challenge'), body: (f) => watch(f.castleVideo), status: 404, code: 'CHALLENGE_NOT_FOUND' },
  { name: 'event: visitor', method: 'POST', path: () => EVENT(SCOUT), body: (f) => watch(f.castleVideo), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'history: negative offset', method: 'GET', path: () => '/reward/history?offset=-1', status: 400, code: V },
  { name: 'history: page size 0', method: 'GET', path: () => '/reward/history?limit=0', status: 400, code: V },
  { name: 'history: page size 101', method: 'GET', path: () => '/reward/history?limit=101', status: 400, code: V },
  { name: 'history: unknown query field', method: 'GET', path: () => '/reward/history?user=someone', status: 400, code: V },
  { name: 'history: visitor', method: 'GET', path: () => '/reward/history', as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'balance: visitor', method: 'GET', path: () => '/reward/balance', as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'pending requests: id neither all nor a number', method: 'GET', path: () => '/structure/tournament-pending-requests/fragment/mine', status: 400, code: V },
  { name: 'team notifications: visitor', method: 'GET', path: () => '/structure/tournament-team-notifications/fragment/all', as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'status: unknown tournament', method: 'GET', path: () => '/tournament/status/99999999', status: 404, code: 'TOURNAMENT_NOT_FOUND' },
  { name: 'status: another tenant’s tournament', method: 'GET', path: (f) => `/tournament/status/${f.acmeTournament}`, status: 404, code: 'TOURNAMENT_NOT_FOUND' },
];

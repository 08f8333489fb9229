/** What other features may do with tournament data: load it again after something they did moved it (a play's score). */
export { refreshTournaments } from './tournaments.queries.ts';

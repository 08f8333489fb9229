import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** The user's history in the query cache: whoever records a play or a visit invalidates it; logout removes it. */
export const historyKey = (scope: QueryScope) => [...scopeKey(scope), USER_DATA_KEY, 'history'] as const;

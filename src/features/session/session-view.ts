import { type SessionView, VISITOR_ROLES } from '#app/router-context.ts';
import { USER_ROLES } from './session-events.ts';
import { getToken } from './token-store.ts';

/** The router's view of the session (shell §6): role user while a token is stored. */
export const sessionView: SessionView = {
  roles: () => (getToken() ? USER_ROLES : VISITOR_ROLES),
};

import type { TenantRow } from './db/schema/tenant.ts';

/** Per-request values the middleware establishes for the route handlers. */
export type AppEnv = {
  Variables: {
    tenant: TenantRow;
    /** x-distribution-channel of the call (WEB for the portal). */
    channel: string;
    /** Signed-in user (users.id), set by requireUser on the routes that need a session. */
    userId?: string;
    /** Refresh-token family of the session (the access token's `sid`), set by requireUser. */
    sessionId?: string;
    /** The user an app's access token acts for (users.id), set by requireAppScope on the partner API. */
    appUserId?: string;
  };
};

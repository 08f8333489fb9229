import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { REDIRECT_URI_MESSAGES, REDIRECT_URIS_MAX, redirectUriProblem } from './redirect-uri.ts';
import { int32IdText, safeMultilineText, safeText } from './text.ts';

/**
 * Shell §2 partner developer apps: a developer registers an app (a public client id, a secret shown
 * once and kept as an argon2id hash), a user grants it scopes on the consent screen, the app trades
 * the single-use code for an access token that reads only what was granted.
 */

export const APP_SCOPES = ['profile:read', 'library:read', 'favourites:read', 'history:read'] as const;
export type AppScope = (typeof APP_SCOPES)[number];

export const APP_NAME_MIN = 3;
export const APP_NAME_MAX = 60;
export const APP_DESCRIPTION_MAX = 500;
/** Apps one developer may have active at once. */
export const APPS_PER_DEVELOPER = 10;

export const APP_ERRORS = {
  tooMany: 'APP_LIMIT_REACHED',
  revoked: 'APP_REVOKED',
  invalidClient: 'INVALID_CLIENT',
  invalidGrant: 'INVALID_GRANT',
  redirectMismatch: 'REDIRECT_URI_MISMATCH',
  invalidScope: 'INVALID_SCOPE',
  insufficientScope: 'INSUFFICIENT_SCOPE',
} as const;

const ScopeSchema = v.picklist(APP_SCOPES, `must be one of ${APP_SCOPES.join(', ')}`);

export const AppNameSchema = v.pipe(
  v.string('must be a name'),
  safeText(),
  v.trim(),
  v.minLength(APP_NAME_MIN, `must be at least ${APP_NAME_MIN} characters`),
  v.maxLength(APP_NAME_MAX, `must be at most ${APP_NAME_MAX} characters`),
);

export const RedirectUriSchema = v.pipe(
  v.string('must be a URL'),
  safeText(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = redirectUriProblem(dataset.value);
    if (problem) addIssue({ message: REDIRECT_URI_MESSAGES[problem] });
  }),
);

const uniq = <T>(list: T[]) => new Set(list).size === list.length;

export const AppInputSchema = v.strictObject({
  name: AppNameSchema,
  description: v.optional(
    v.pipe(
      v.string('must be text'),
      safeMultilineText(),
      v.trim(),
      v.maxLength(APP_DESCRIPTION_MAX, `must be at most ${APP_DESCRIPTION_MAX} characters`),
    ),
    '',
  ),
  redirectUris: v.pipe(
    v.array(RedirectUriSchema, 'must be a list of URLs'),
    v.minLength(1, 'must list at least one redirect URI'),
    v.maxLength(REDIRECT_URIS_MAX, `must list at most ${REDIRECT_URIS_MAX} redirect URIs`),
    v.check(uniq, 'must not list a URI twice'),
  ),
  scopes: v.pipe(
    v.array(ScopeSchema, 'must be a list of scopes'),
    v.minLength(1, 'must ask for at least one scope'),
    v.check(uniq, 'must not list a scope twice'),
  ),
});
export type AppInput = v.InferOutput<typeof AppInputSchema>;

export const DeveloperAppSchema = v.object({
  id: v.number(),
  clientId: v.string(),
  name: v.string(),
  description: v.string(),
  redirectUris: v.array(v.string()),
  scopes: v.array(ScopeSchema),
  status: v.picklist(['active', 'revoked']),
  /** Users whose consent to this app is in force. */
  consentCount: v.number(),
  createdAt: v.string(),
  secretRotatedAt: v.string(),
});
export type DeveloperApp = v.InferOutput<typeof DeveloperAppSchema>;

/** Creation and rotation: the only answers that carry the secret, in clear, once. */
export const AppWithSecretSchema = v.object({ app: DeveloperAppSchema, clientSecret: v.string() });

const AppIdParams = v.object({ id: int32IdText('must be the id of an app') });

/** A client id: "app" and 32 hex digits. */
export const ClientIdSchema = v.pipe(
  v.string('must be a client id'),
  safeText(),
  v.regex(/^app[0-9a-f]{32}$/, 'must be a client id'),
);

/** Space-separated scopes (RFC 6749 §3.3), each from APP_SCOPES. */
export const ScopeListSchema = v.pipe(
  v.string('must be a list of scopes'),
  safeText(),
  v.maxLength(200),
  v.transform((s) => s.split(' ').filter(Boolean)),
  v.array(ScopeSchema),
  v.minLength(1, 'must ask for at least one scope'),
);

const StateSchema = v.optional(
  v.pipe(v.string(), safeText(), v.maxLength(500, 'must be at most 500 characters')),
);
const ChallengeSchema = v.optional(
  v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be a S256 code challenge')),
);

export const AuthorizeQuerySchema = v.strictObject({
  /** The consent screen's path id (/apps/consent/{id}): when given, the client id must be this app's. */
  app_id: v.optional(int32IdText('must be the id of an app')),
  client_id: ClientIdSchema,
  redirect_uri: v.pipe(v.string('must be a URL'), safeText(), v.maxLength(2048)),
  scope: ScopeListSchema,
  state: StateSchema,
  code_challenge: ChallengeSchema,
  code_challenge_method: v.optional(v.literal('S256', 'must be S256')),
});

export const AuthorizeInfoSchema = v.object({
  app: v.object({ clientId: v.string(), name: v.string(), description: v.string(), developer: v.string() }),
  scopes: v.array(ScopeSchema),
  redirectUri: v.string(),
  /** Scopes this user already granted the app (the screen may say so). */
  alreadyGranted: v.array(ScopeSchema),
});
export type AuthorizeInfo = v.InferOutput<typeof AuthorizeInfoSchema>;

export const ConsentSchema = v.object({
  id: v.number(),
  app: v.object({ clientId: v.string(), name: v.string(), developer: v.string() }),
  scopes: v.array(ScopeSchema),
  grantedAt: v.string(),
});
export type AppConsent = v.InferOutput<typeof ConsentSchema>;

const RedirectAnswer = v.object({ redirectUrl: v.string() });

export const developerAppEndpoints = defineEndpoints({
  create: { method: 'POST', path: '/developer-apps', body: AppInputSchema, response: AppWithSecretSchema },
  list: { method: 'GET', path: '/developer-apps', response: v.object({ apps: v.array(DeveloperAppSchema) }) },
  get: { method: 'GET', path: '/developer-apps/:id', params: AppIdParams, response: DeveloperAppSchema },
  update: {
    method: 'PUT',
    path: '/developer-apps/:id',
    params: AppIdParams,
    body: AppInputSchema,
    response: DeveloperAppSchema,
  },
  rotateSecret: {
    method: 'POST',
    path: '/developer-apps/:id/secret',
    params: AppIdParams,
    response: AppWithSecretSchema,
  },
  /** Revokes the app for good: its secret, codes, tokens and consents stop working. */
  revoke: {
    method: 'DELETE',
    path: '/developer-apps/:id',
    params: AppIdParams,
    response: DeveloperAppSchema,
  },
  authorize: {
    method: 'GET',
    path: '/oauth/authorize',
    query: AuthorizeQuerySchema,
    response: AuthorizeInfoSchema,
  },
  /** Allow: records the consent and answers the redirect URL with a single-use code and the state. */
  grant: { method: 'POST', path: '/oauth/authorize', body: AuthorizeQuerySchema, response: RedirectAnswer },
  /** Deny: the redirect URL with error=access_denied and the state. */
  deny: { method: 'POST', path: '/oauth/deny', body: AuthorizeQuerySchema, response: RedirectAnswer },
  /** The app's server trades a code for an access token (no user session: the client secret). */
  token: {
    method: 'POST',
    path: '/oauth/token',
    body: v.strictObject({
      grant_type: v.literal('authorization_code', 'must be authorization_code'),
      code: v.pipe(v.string('must be a code'), safeText(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a code')),
      redirect_uri: v.pipe(v.string('must be a URL'), safeText(), v.maxLength(2048)),
      client_id: ClientIdSchema,
      client_secret: v.pipe(v.string('must be the client secret'), safeText(), v.maxLength(200)),
      code_verifier: v.optional(
        v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier')),
      ),
    }),
    response: v.object({
      access_token: v.string(),
      token_type: v.literal('Bearer'),
      expires_in: v.number(),
      scope: v.string(),
    }),
  },
  /** profile:read with an app's access token: the user's display name and e-mail. */
  userinfo: {
    method: 'GET',
    path: '/oauth/userinfo',
    response: v.object({ sub: v.string(), name: v.string(), email: v.string() }),
  },
  consents: {
    method: 'GET',
    path: '/oauth/consents',
    response: v.object({ consents: v.array(ConsentSchema) }),
  },
  revokeConsent: {
    method: 'DELETE',
    path: '/oauth/consents/:id',
    params: v.object({ id: int32IdText('must be the id of a consent') }),
    response: v.object({ revoked: v.literal(true) }),
  },
});

import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { safeMultilineText, safeText } from './text.ts';

/** Shell §3 token. `expires` is the access token's expiry as epoch milliseconds. */
export const TokenSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  expires: v.number(),
});
export type Token = v.InferOutput<typeof TokenSchema>;

/** Field limits shared by the portal's forms and the server's validation (commerce §5 rules). */
export const PROFILE_LIMITS = {
  nameMax: 60,
  lastNameMax: 60,
  emailMax: 254,
  aboutMax: 500,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Phone numbers in international form: optional +, digits, spaces; 6–20 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{4,18}[0-9]$/;
/** Deliberately simple (WHATWG-like): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const Email = v.pipe(
  v.string(),
  safeText(),
  v.trim(),
  // One spelling per address: NFC and NFD forms of the same text must be the same account.
  v.normalize('NFC'),
  v.maxLength(PROFILE_LIMITS.emailMax, 'must be at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'must be an e-mail address'),
);

/** Optional profile details; unknown keys are refused. */
export const UserInformationSchema = v.strictObject({
  /** Id of an entry of the configuration's avatar list. */
  avatar: v.optional(v.pipe(v.string(), safeText(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be an avatar id'))),
  phone: v.optional(v.pipe(v.string(), safeText(), v.regex(PHONE_PATTERN, 'must be a phone number'))),
  /** May span lines: tab, LF and CR are allowed here, other control characters are not. */
  about: v.optional(
    v.pipe(
      v.string(),
      safeMultilineText(),
      v.maxLength(PROFILE_LIMITS.aboutMax, 'must be at most 500 characters'),
    ),
  ),
  newsletter: v.optional(v.boolean()),
});
export type UserInformation = v.InferOutput<typeof UserInformationSchema>;

/** Shell §3 user profile. Roles: ['user'] once signed in (the portal treats a visitor as ['client']). */
export const ProfileSchema = v.object({
  UUID: v.string(),
  name: v.string(),
  lastName: v.string(),
  email: v.string(),
  userInformation: v.object({
    avatar: v.optional(v.string()),
    phone: v.optional(v.string()),
    about: v.optional(v.string()),
    newsletter: v.optional(v.boolean()),
  }),
  roles: v.array(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const ProfileUpdateSchema = v.strictObject({
  name: v.pipe(
    v.string(),
    safeText(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(PROFILE_LIMITS.nameMax, 'must be at most 60 characters'),
  ),
  lastName: v.pipe(
    v.string(),
    safeText(),
    v.trim(),
    v.maxLength(PROFILE_LIMITS.lastNameMax, 'must be at most 60 characters'),
  ),
  email: Email,
  userInformation: UserInformationSchema,
  /** Required when `email` changes (re-authentication); checked, never stored or echoed. */
  currentPassword: v.optional(
    v.pipe(
      v.string(),
      safeText(),
      v.maxLength(2 * PROFILE_LIMITS.passwordMax, 'must be at most 256 characters'),
    ),
  ),
});
export type ProfileUpdate = v.InferInput<typeof ProfileUpdateSchema>;

/** Opaque one-time values (login codes, refresh tokens, partner tokens): URL-safe, bounded. */
const Opaque = v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'must be a valid token'));
/** Absolute http(s) URL the server checks against the tenant's allowlist of origins (ASVS 3.7.2). */
export const ReturnUrlSchema = v.pipe(
  v.string(),
  safeText(),
  v.maxLength(2048, 'must be at most 2048 characters'),
  v.url('must be an absolute URL'),
);

export const ThemeChoiceSchema = v.object({ alternatTheme: v.nullable(v.boolean()) });
export const LangChoiceSchema = v.object({ selectedLang: v.nullable(LocaleCodeSchema) });

/** Partner login (commerce §8): a 402 answer is a problem body whose `data` the portal acts on. */
export const PartnerLoginDataSchema = v.object({
  registrationRequired: v.boolean(),
  /** Where the portal continues: its register page. */
  next: v.literal('/register'),
  msisdn: v.optional(v.string()),
  /** A fresh one-time partner token: registering with it links the confirmed number to the account. */
  partnerToken: v.optional(v.string()),
});

export const sessionEndpoints = defineEndpoints({
  /** Exchanges the login code (`?code=` on the login return) for tokens. The field name is the spec's. */
  userToken: {
    method: 'POST',
    path: '/userToken',
    body: v.strictObject({ accessToken: Opaque }),
    response: TokenSchema,
  },
  refresh: {
    method: 'POST',
    path: '/security/token/refresh',
    body: v.strictObject({ refreshToken: Opaque }),
    response: TokenSchema,
  },
  /** Ends the session (the whole refresh-token family) and the hosted single sign-on; answers where to go. */
  logout: {
    method: 'POST',
    path: '/logout',
    body: v.strictObject({ redirectUrl: ReturnUrlSchema, lang: LocaleCodeSchema }),
    response: v.object({ redirectUrl: v.string() }),
  },
  profile: { method: 'GET', path: '/user/profile', response: ProfileSchema },
  updateProfile: { method: 'PUT', path: '/user/profile', body: ProfileUpdateSchema, response: ProfileSchema },
  selectUserTheme: {
    method: 'PUT',
    path: '/user/selectUserTheme',
    body: v.strictObject({ alternatTheme: v.boolean() }),
    response: ThemeChoiceSchema,
  },
  checkUserTheme: { method: 'GET', path: '/user/checkUserTheme', response: ThemeChoiceSchema },
  selectUserLang: {
    method: 'PUT',
    path: '/user/selectUserLang',
    body: v.strictObject({ selectedLang: LocaleCodeSchema }),
    response: LangChoiceSchema,
  },
  checkUserLang: { method: 'GET', path: '/user/checkUserLang', response: LangChoiceSchema },
  /** Auto-login (shell §4 rule 3): the hosted single sign-on cookie → a login code. 200/201/202 only. */
  loginApi: {
    method: 'POST',
    path: '/login/api',
    body: v.strictObject({ provider: v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    response: v.object({ code: v.string() }),
  },
  /** Partner login options: where the partner's confirmation page is, coming back to `url`. */
  partnerRedirectionUrl: {
    method: 'POST',
    path: '/partner/getRedirectionUrl',
    body: v.strictObject({ url: ReturnUrlSchema, locale: LocaleCodeSchema }),
    response: v.object({ redirectionUrl: v.string() }),
  },
  /**
   * Partner mobile-network login (header enrichment): the operator's gateway names the line, and the answer is the
   * login return with a partner token. 403 LINE_NOT_IDENTIFIED when no line was named (Wi-Fi, another network).
   */
  partnerNetworkLogin: {
    method: 'POST',
    path: '/partner/networkLogin',
    body: v.strictObject({ url: ReturnUrlSchema, locale: LocaleCodeSchema }),
    response: v.object({ redirectionUrl: v.string() }),
  },
  /** Partner token (`?partnerToken=` on the login return) → tokens; 402 with `data` when the user must register. */
  partnerLogin: {
    method: 'POST',
    path: '/partner/login/:tenant',
    params: v.object({ tenant: v.pipe(v.string(), safeText(), v.regex(/^[a-z0-9-]{1,40}$/)) }),
    body: v.strictObject({ partnerToken: Opaque }),
    response: TokenSchema,
  },
});

/** Paths of the server's hosted pages (outside the backend base, on the portal's origin). */
export const HOSTED_PAGES = {
  login: '/hosted/login',
  register: '/hosted/register',
  forgot: '/hosted/forgot',
  reset: '/hosted/reset',
  partner: '/hosted/partner',
  mailbox: '/hosted/mailbox',
} as const;

/** Query parameters the hosted pages take: lang and redirectUrl (commerce §2), session for reset. */
export const HOSTED_QUERY = {
  lang: 'lang',
  redirectUrl: 'redirectUrl',
  session: 'session',
  partnerToken: 'partnerToken',
} as const;
/** Query parameters the login return receives. */
export const LOGIN_RETURN_QUERY = { code: 'code', partnerToken: 'partnerToken', error: 'error' } as const;
/** The header the partner operator's gateway adds to requests from its mobile network: the line's number. */
export const MSISDN_HEADER = 'x-msisdn';

/** Values the bad-input cases refer to, prepared by the test before the table runs. */
export interface BadInputFixtures {
  /** Demo user's live access token, and the same session's token signed with a past expiry. */
  valid: string;
  expired: string;
  forged: string;
  unsigned: string;
  acmeAccess: string;
  acmeRefresh: string;
  acmeCode: string;
  expiredRefresh: string;
  revokedRefresh: string;
  acmeSsoCookie: string;
  demoPartnerToken: string;
}

export interface BadInputCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  tenant?: string;
  /** JSON-encoded unless a string (sent verbatim). */
  body?: unknown;
  /** A body built from the fixtures (tokens and codes that exist only at run time). */
  bodyOf?: (f: BadInputFixtures) => unknown;
  contentType?: string;
  auth?: keyof BadInputFixtures | { header: string };
  cookie?: keyof BadInputFixtures;
  status: 400 | 401 | 403 | 413 | 415;
  code?: string;
}

const profile = (over: Record<string, unknown> = {}) => ({
  name: 'Valid',
  lastName: 'Name',
  email: 'valid.name@test.example',
  userInformation: {},
  ...over,
});
const big = 'x'.repeat(20 * 1024);
const OPAQUE = 'A'.repeat(43);
const RETURN = 'http://localhost/user/login';
const ACME_RETURN = 'http://acme.localhost/user/login';

const put = (name: string, over: Partial<BadInputCase>): BadInputCase => ({
  name: `PUT /user/profile: ${name}`,
  method: 'PUT',
  path: '/user/profile',
  auth: 'valid',
  status: 400,
  code: 'VALIDATION_FAILED',
  ...over,
});
const post = (path: string, name: string, over: Partial<BadInputCase>): BadInputCase => ({
  name: `POST ${path}: ${name}`,
  method: 'POST',
  path,
  status: 400,
  code: 'VALIDATION_FAILED',
  ...over,
});
const theme = (name: string, over: Partial<BadInputCase>) =>
  ({
    ...put(name, over),
    name: `PUT /user/selectUserTheme: ${name}`,
    path: '/user/selectUserTheme',
  }) as BadInputCase;
const lang = (name: string, over: Partial<BadInputCase>) =>
  ({
    ...put(name, over),
    name: `PUT /user/selectUserLang: ${name}`,
    path: '/user/selectUserLang',
  }) as BadInputCase;
const token = (name: string, over: Partial<BadInputCase>) => post('/userToken', name, over);
const refresh = (name: string, over: Partial<BadInputCase>) => post('/security/token/refresh', name, over);
const logout = (name: string, over: Partial<BadInputCase>) => post('/logout', name, over);
const loginApi = (name: string, over: Partial<BadInputCase>) => post('/login/api', name, over);
const partnerUrl = (name: string, over: Partial<BadInputCase>) =>
  post('/partner/getRedirectionUrl', name, { tenant: 'acme', ...over });
const partnerLogin = (name: string, over: Partial<BadInputCase>) =>
  post('/partner/login/acme', name, { tenant: 'acme', ...over });

const get = (path: string, auth: BadInputCase['auth'], code: string): BadInputCase => ({
  name: `GET ${path}: ${typeof auth === 'string' ? auth : 'bad'} token`,
  method: 'GET',
  path,
  auth,
  status: 401,
  code,
});
/** A 401 for the given credentials (a fixture name or a raw Authorization header). */
const denied = (auth: BadInputCase['auth'], code: string) => ({ auth, status: 401 as const, code });

const MALFORMED = { code: 'MALFORMED_JSON' };
const TOO_LARGE = { status: 413, code: 'BODY_TOO_LARGE' } as const;
const WRONG_TYPE = { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' } as const;

export const BAD_INPUT_CASES: BadInputCase[] = [
  put('malformed JSON', { body: '{"name": "Ada",', ...MALFORMED }),
  put('empty body', { body: '', ...MALFORMED }),
  put('JSON null', { body: 'null' }),
  put('JSON array', { body: [] }),
  put('JSON string', { body: '"profile"' }),
  put('missing name', { body: { ...profile(), name: undefined } }),
  put('name is a number', { body: profile({ name: 42 }) }),
  put('name is empty', { body: profile({ name: '' }) }),
  put('name is only spaces', { body: profile({ name: '   ' }) }),
  put('name has 61 characters', { body: profile({ name: 'n'.repeat(61) }) }),
  put('lastName has 61 characters', { body: profile({ lastName: 'l'.repeat(61) }) }),
  put('lastName is null', { body: profile({ lastName: null }) }),
  put('email is not an address', { body: profile({ email: 'not-an-email' }) }),
  put('email has a space', { body: profile({ email: 'a b@test.example' }) }),
  put('email has 255 characters', { body: profile({ email: `${'e'.repeat(242)}@test.example` }) }),
  put('email is missing', { body: { ...profile(), email: undefined } }),
  put('userInformation is missing', { body: { ...profile(), userInformation: undefined } }),
  put('userInformation is null', { body: profile({ userInformation: null }) }),
  put('userInformation has an unknown field', { body: profile({ userInformation: { role: 'admin' } }) }),
  put('unknown field roles', { body: profile({ roles: ['admin'] }) }),
  put('unknown field UUID', { body: profile({ UUID: '00000000-0000-0000-0000-000000000000' }) }),
  put('__proto__ field', { body: `{"__proto__":{"admin":true},${JSON.stringify(profile()).slice(1)}` }),
  put('about has 501 characters', { body: profile({ userInformation: { about: 'a'.repeat(501) } }) }),
  put('avatar is a path', { body: profile({ userInformation: { avatar: '../etc/passwd' } }) }),
  put('phone has letters', { body: profile({ userInformation: { phone: 'call me' } }) }),
  put('newsletter is a string', { body: profile({ userInformation: { newsletter: 'yes' } }) }),
  put('20 KB body', { body: profile({ name: big }), ...TOO_LARGE }),
  put('text/plain body', { body: JSON.stringify(profile()), contentType: 'text/plain', ...WRONG_TYPE }),
  put('form body', { body: 'name=Ada', contentType: 'application/x-www-form-urlencoded', ...WRONG_TYPE }),
  put('no content type', { body: JSON.stringify(profile()), contentType: '', ...WRONG_TYPE }),
  put('no token', { body: profile(), ...denied(undefined, 'AUTH_REQUIRED') }),
  put('expired token', { body: profile(), ...denied('expired', 'TOKEN_EXPIRED') }),
  put('forged token', { body: profile(), ...denied('forged', 'TOKEN_INVALID') }),
  put('unsigned (alg none) token', { body: profile(), ...denied('unsigned', 'TOKEN_INVALID') }),
  put('acme token', { body: profile(), ...denied('acmeAccess', 'TOKEN_INVALID') }),
  put('garbage bearer', { body: profile(), ...denied({ header: 'Bearer abc' }, 'TOKEN_INVALID') }),
  put('basic credentials', { body: profile(), ...denied({ header: 'Basic dXNlcjpwYXNz' }, 'AUTH_REQUIRED') }),
  theme('alternatTheme is a string', { body: { alternatTheme: 'true' } }),
  theme('alternatTheme is null', { body: { alternatTheme: null } }),
  theme('alternatTheme is missing', { body: {} }),
  theme('unknown field', { body: { alternatTheme: true, colour: 'red' } }),
  theme('no token', { body: { alternatTheme: true }, ...denied(undefined, 'AUTH_REQUIRED') }),
  theme('text/plain body', { body: '{"alternatTheme":true}', contentType: 'text/plain', ...WRONG_TYPE }),
  lang('unknown language', { body: { selectedLang: 'xx' } }),
  lang('upper-case code', { body: { selectedLang: 'EN' } }),
  lang('null', { body: { selectedLang: null } }),
  lang('a number', { body: { selectedLang: 5 } }),
  lang('forged token', { body: { selectedLang: 'fr' }, ...denied('forged', 'TOKEN_INVALID') }),
  get('/user/checkUserTheme', 'expired', 'TOKEN_EXPIRED'),
  get('/user/checkUserLang', 'acmeAccess', 'TOKEN_INVALID'),
  get('/user/profile', 'unsigned', 'TOKEN_INVALID'),
  token('accessToken missing', { body: {} }),
  token('accessToken too short', { body: { accessToken: 'abc' } }),
  token('accessToken has 201 characters', { body: { accessToken: 'a'.repeat(201) } }),
  token('accessToken has forbidden characters', { body: { accessToken: `${'a'.repeat(20)}<script>` } }),
  token('accessToken is a number', { body: { accessToken: 1234567890123 } }),
  token('unknown field', { body: { accessToken: OPAQUE, refresh: true } }),
  token('malformed JSON', { body: '{accessToken: x}', ...MALFORMED }),
  token('unknown code', { body: { accessToken: OPAQUE }, code: 'INVALID_CODE' }),
  token('code of acme', { bodyOf: (f) => ({ accessToken: f.acmeCode }), code: 'INVALID_CODE' }),
  token('text/plain body', { body: `{"accessToken":"${OPAQUE}"}`, contentType: 'text/plain', ...WRONG_TYPE }),
  token('20 KB body', { body: { accessToken: big }, ...TOO_LARGE }),
  refresh('refreshToken missing', { body: {} }),
  refresh('refreshToken is null', { body: { refreshToken: null } }),
  refresh('refreshToken has spaces', { body: { refreshToken: `${'a'.repeat(20)} ${'b'.repeat(20)}` } }),
  refresh('an access token (JWT) as refresh token', { bodyOf: (f) => ({ refreshToken: f.valid }) }),
  refresh('unknown token', { body: { refreshToken: OPAQUE }, status: 401, code: 'REFRESH_TOKEN_INVALID' }),
  refresh('token of acme', {
    bodyOf: (f) => ({ refreshToken: f.acmeRefresh }),
    status: 401,
    code: 'REFRESH_TOKEN_INVALID',
  }),
  refresh('expired token', {
    bodyOf: (f) => ({ refreshToken: f.expiredRefresh }),
    status: 401,
    code: 'REFRESH_TOKEN_EXPIRED',
  }),
  refresh('revoked token', {
    bodyOf: (f) => ({ refreshToken: f.revokedRefresh }),
    status: 401,
    code: 'SESSION_REVOKED',
  }),
  refresh('form body', { body: `refreshToken=${OPAQUE}`, contentType: 'multipart/form-data', ...WRONG_TYPE }),
  logout('lang missing', { body: { redirectUrl: RETURN }, auth: 'valid' }),
  logout('unknown lang', { body: { redirectUrl: RETURN, lang: 'xx' }, auth: 'valid' }),
  logout('relative redirectUrl', { body: { redirectUrl: '/user/login', lang: 'en' }, auth: 'valid' }),
  logout('redirectUrl of another origin', {
    body: { redirectUrl: 'https://evil.example/', lang: 'en' },
    auth: 'valid',
    code: 'REDIRECT_NOT_ALLOWED',
  }),
  logout('javascript: redirectUrl', {
    body: { redirectUrl: 'javascript:alert(1)', lang: 'en' },
    auth: 'valid',
    code: 'REDIRECT_NOT_ALLOWED',
  }),
  logout('redirectUrl of 2049 characters', {
    body: { redirectUrl: `${RETURN}?q=${'q'.repeat(2049 - RETURN.length - 3)}`, lang: 'en' },
    auth: 'valid',
  }),
  logout('unknown field', { body: { redirectUrl: RETURN, lang: 'en', all: true }, auth: 'valid' }),
  logout('form body', { body: `redirectUrl=${RETURN}&lang=en`, contentType: 'text/plain', ...WRONG_TYPE }),
  loginApi('provider missing', { body: {} }),
  loginApi('provider with a space', { body: { provider: 'demo sso' } }),
  loginApi('provider of no tenant', { body: { provider: 'other_sso' }, code: 'UNKNOWN_PROVIDER' }),
  loginApi('no sign-on cookie', { body: { provider: 'demo_sso' }, status: 403, code: 'LOGIN_REQUIRED' }),
  loginApi('sign-on cookie of acme', {
    body: { provider: 'demo_sso' },
    cookie: 'acmeSsoCookie',
    status: 403,
    code: 'LOGIN_REQUIRED',
  }),
  partnerUrl('url missing', { body: { locale: 'fr' } }),
  partnerUrl('unknown locale', { body: { url: ACME_RETURN, locale: 'xx' } }),
  partnerUrl('url of another origin', {
    body: { url: 'https://evil.example/', locale: 'fr' },
    code: 'REDIRECT_NOT_ALLOWED',
  }),
  partnerUrl('data: url', { body: { url: 'data:text/html,x', locale: 'fr' }, code: 'REDIRECT_NOT_ALLOWED' }),
  partnerUrl('url with userinfo', {
    body: { url: 'http://a:b@acme.localhost/', locale: 'fr' },
    code: 'REDIRECT_NOT_ALLOWED',
  }),
  partnerUrl('unknown field', { body: { url: ACME_RETURN, locale: 'fr', next: '/x' } }),
  {
    ...partnerLogin('path tenant is not a tenant name', { body: { partnerToken: OPAQUE } }),
    path: '/partner/login/ACME!',
  },
  {
    ...partnerLogin('path tenant differs from the header', { body: { partnerToken: OPAQUE } }),
    path: '/partner/login/demo',
    code: 'TENANT_MISMATCH',
  },
  partnerLogin('partnerToken missing', { body: {} }),
  partnerLogin('unknown partner token', { body: { partnerToken: OPAQUE }, code: 'INVALID_PARTNER_TOKEN' }),
  partnerLogin('partner token of demo', {
    bodyOf: (f) => ({ partnerToken: f.demoPartnerToken }),
    code: 'INVALID_PARTNER_TOKEN',
  }),
  partnerLogin('text/plain body', {
    body: `{"partnerToken":"${OPAQUE}"}`,
    contentType: 'text/plain',
    ...WRONG_TYPE,
  }),
  partnerLogin('20 KB body', { body: { partnerToken: big }, ...TOO_LARGE }),
];

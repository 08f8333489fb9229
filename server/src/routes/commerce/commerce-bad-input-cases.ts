/** Values the commerce bad-input cases refer to, prepared by the test before the table runs. */
export interface CommerceFixtures {
  listener: string;
  free: string;
  musicMonthly: number;
  allAccess: number;
  audiobooks: number;
  premiumAddon: number;
  acmeType: number;
  /** A double opt-in plan (consents required) and a partner plan (a partner account id required). */
  alerts: number;
  partner: number;
  listenerSubscription: number;
  listenerCard: number;
  freePayment: string;
  freePaymentMinor: number;
  /** An open (unpaid) checkout of the free account. */
  freeOpen: string;
  acmePayment: string;
  sign: (body: string) => string;
}

export interface CommerceBadInputCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((f: CommerceFixtures) => string);
  body?: ((f: CommerceFixtures) => unknown) | string | Record<string, unknown>;
  /** Signature header: 'valid' signs the body, a string is sent as it is, absent sends none. */
  signature?: 'valid' | string;
  as?: 'listener' | 'free' | 'nobody';
  status: 200 | 400 | 401 | 403 | 404 | 409 | 415 | 422;
  code?: string;
}

const RETURN = 'http://localhost/subscription';
const EVIL = 'https://evil.example/subscription';
const sub = (f: CommerceFixtures, over: Record<string, unknown> = {}) => ({
  subscriptionTypeId: f.musicMonthly,
  lang: 'en',
  redirect: RETURN,
  ...over,
});
const CONSENTS = [
  { id: 'recurring-billing', accepted: true },
  { id: 'immediate-start', accepted: true },
];
const post = (name: string, over: Partial<CommerceBadInputCase>): CommerceBadInputCase => ({
  name: `POST /subscription: ${name}`,
  method: 'POST',
  path: '/subscription',
  as: 'free',
  status: 400,
  code: 'VALIDATION_FAILED',
  ...over,
});
const note = (name: string, over: Partial<CommerceBadInputCase>): CommerceBadInputCase => ({
  name: `POST /payment/notification: ${name}`,
  method: 'POST',
  path: '/payment/notification',
  as: 'nobody',
  signature: 'valid',
  status: 400,
  code: 'VALIDATION_FAILED',
  ...over,
});
const event = (f: CommerceFixtures, over: Record<string, unknown> = {}) => ({
  eventId: 'evt-bad-input',
  paymentId: f.freePayment,
  outcome: 'SUCCEEDED',
  amountMinor: f.freePaymentMinor,
  currency: 'EUR',
  ...over,
});

// biome-ignore format: one case per line
export const COMMERCE_BAD_INPUT_CASES: CommerceBadInputCase[] = [
  post('tampered price', { body: (f) => sub(f, { price: { amount: 0.01, currency: 'EUR' } }), code: 'PRICE_MISMATCH' }),
  post('price in another currency', { body: (f) => sub(f, { price: { amount: 4.99, currency: 'USD' } }), code: 'PRICE_MISMATCH' }),
  post('negative price', { body: (f) => sub(f, { price: { amount: -4.99, currency: 'EUR' } }) }),
  post('absurd price', { body: (f) => sub(f, { price: { amount: 1e12, currency: 'EUR' } }) }),
  post('price currency not ISO 4217', { body: (f) => sub(f, { price: { amount: 4.99, currency: 'euro' } }) }),
  post('type id 0', { body: (f) => sub(f, { subscriptionTypeId: 0 }) }),
  post('type id -1', { body: (f) => sub(f, { subscriptionTypeId: -1 }) }),
  post('type id 2^31', { body: (f) => sub(f, { subscriptionTypeId: 2 ** 31 }) }),
  post('type id 1.5', { body: (f) => sub(f, { subscriptionTypeId: 1.5 }) }),
  post('type id as text', { body: (f) => sub(f, { subscriptionTypeId: String(f.musicMonthly) }) }),
  post('unknown type id', { body: (f) => sub(f, { subscriptionTypeId: 999_999 }), status: 404, code: 'SUBSCRIPTION_TYPE_NOT_FOUND' }),
  post('another tenant’s type', { body: (f) => sub(f, { subscriptionTypeId: f.acmeType }), status: 404, code: 'SUBSCRIPTION_TYPE_NOT_FOUND' }),
  post('non-allowlisted redirect', { body: (f) => sub(f, { redirect: EVIL }), code: 'REDIRECT_NOT_ALLOWED' }),
  post('relative redirect', { body: (f) => sub(f, { redirect: '/subscription' }) }),
  post('redirect with credentials', { body: (f) => sub(f, { redirect: 'http://user:pw@localhost/x' }), code: 'REDIRECT_NOT_ALLOWED' }),
  post('unknown language', { body: (f) => sub(f, { lang: 'xx' }) }),
  post('unknown field', { body: (f) => sub(f, { amount: 1 }) }),
  post('lang missing', { body: (f) => ({ subscriptionTypeId: f.musicMonthly, redirect: RETURN }) }),
  post('userId of somebody else', { body: (f) => sub(f, { userId: '00000000-0000-4000-8000-000000000000' }), status: 403, code: 'USER_MISMATCH' }),
  post('another user’s stored card', { body: (f) => sub(f, { cardId: f.listenerCard }), status: 404, code: 'CARD_NOT_FOUND' }),
  post('unknown payment option', { body: (f) => sub(f, { selectedOptions: ['free-money'] }), code: 'UNKNOWN_PAYMENT_OPTION' }),
  post('operator option on a monthly plan', { body: (f) => sub(f, { selectedOptions: ['operator-billing'] }), code: 'UNKNOWN_PAYMENT_OPTION' }),
  post('migrateSubId of somebody else', { body: (f) => sub(f, { migrateSubId: f.listenerSubscription }), code: 'MIGRATION_NOT_POSSIBLE' }),
  post('premium-only add-on without the premium level', { body: (f) => sub(f, { subscriptionTypeId: f.premiumAddon }), code: 'NEED_UPGRADE_TO_PREMIUM_SUBSCRIPTION' }),
  post('a plan already held', { as: 'listener', body: (f) => sub(f, { subscriptionTypeId: f.allAccess }), status: 409, code: 'USER_ALREADY_SUBSCRIBED' }),
  post('no access token', { as: 'nobody', body: (f) => sub(f), status: 401, code: 'AUTH_REQUIRED' }),
  post('a text body', { body: 'subscriptionTypeId=1', code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }),
  { name: 'DELETE /subscription/{id}: somebody else’s subscription', method: 'DELETE', path: (f) => `/subscription/${f.listenerSubscription}?redirectionUrl=${encodeURIComponent(RETURN)}`, as: 'free', status: 404, code: 'NO_SUBSCRIPTION_FOUND' },
  { name: 'DELETE /subscription/{id}: id 0', method: 'DELETE', path: `/subscription/0?redirectionUrl=${encodeURIComponent(RETURN)}`, as: 'free', status: 400, code: 'VALIDATION_FAILED' },
  { name: 'DELETE /subscription/{id}: id -1', method: 'DELETE', path: `/subscription/-1?redirectionUrl=${encodeURIComponent(RETURN)}`, as: 'free', status: 400, code: 'VALIDATION_FAILED' },
  { name: 'DELETE /subscription/{id}: non-allowlisted redirectionUrl', method: 'DELETE', path: (f) => `/subscription/${f.listenerSubscription}?redirectionUrl=${encodeURIComponent(EVIL)}`, as: 'listener', status: 400, code: 'REDIRECT_NOT_ALLOWED' },
  { name: 'DELETE /subscription/{id}: redirectionUrl missing', method: 'DELETE', path: (f) => `/subscription/${f.listenerSubscription}`, as: 'listener', status: 400, code: 'VALIDATION_FAILED' },
  { name: 'POST /subscription/subscribeToFreeTrial: a plan without a trial', method: 'POST', path: '/subscription/subscribeToFreeTrial', as: 'free', body: (f) => ({ redirect: RETURN, lang: 'en', subscriptionTypeId: f.audiobooks }), status: 409, code: 'FREE_TRIAL_NOT_ELIGIBLE' },
  { name: 'POST /subscription/subscribeToFreeTrial: non-allowlisted redirect', method: 'POST', path: '/subscription/subscribeToFreeTrial', as: 'free', body: { redirect: EVIL, lang: 'en' }, status: 400, code: 'REDIRECT_NOT_ALLOWED' },
  { name: 'PUT partnerMetadata: somebody else’s subscription', method: 'PUT', path: (f) => `/subscription/${f.listenerSubscription}/partnerMetadata/attributes`, as: 'free', body: { value: { a: 'b' } }, status: 404, code: 'NO_SUBSCRIPTION_FOUND' },
  { name: 'PUT /creditCard/creditCardInfo/{id}: somebody else’s card', method: 'PUT', path: (f) => `/creditCard/creditCardInfo/${f.listenerCard}`, as: 'free', body: { isDefault: true }, status: 404, code: 'CARD_NOT_FOUND' },
  { name: 'DELETE /creditCard/creditCardInfo/{id}: somebody else’s card', method: 'DELETE', path: (f) => `/creditCard/creditCardInfo/${f.listenerCard}`, as: 'free', status: 404, code: 'CARD_NOT_FOUND' },
  { name: 'POST /creditCard/session/add/card: non-allowlisted redirect', method: 'POST', path: '/creditCard/session/add/card', as: 'free', body: { redirectionUrl: EVIL, lang: 'en' }, status: 400, code: 'REDIRECT_NOT_ALLOWED' },
  { name: 'POST /subscription/api/{id}: the card option', method: 'POST', path: (f) => `/subscription/api/${f.musicMonthly}`, as: 'free', body: { paymentOptionUUID: 'sandbox-card', redirectionUrl: RETURN, body: { msisdn: '+40700000009' } }, status: 400, code: 'UNKNOWN_PAYMENT_OPTION' },
  { name: 'POST /subscription/api/{id}: msisdn missing', method: 'POST', path: (f) => `/subscription/api/${f.musicMonthly}`, as: 'free', body: { paymentOptionUUID: 'operator-billing', redirectionUrl: RETURN, body: {} }, status: 400, code: 'MSISDN_REQUIRED' },
  { name: 'POST /subscription/api: a transaction of somebody else', method: 'POST', path: '/subscription/api', as: 'listener', body: (f) => ({ paymentOptionUUID: 'operator-billing', body: { transactionId: f.freeOpen, pin: '1234' } }), status: 404, code: 'TRANSACTION_NOT_FOUND' },
  { name: 'POST /subscription/oneTimePaymentOptions: a transaction of somebody else', method: 'POST', path: '/subscription/oneTimePaymentOptions', as: 'listener', body: (f) => ({ redirectionUrl: RETURN, lang: 'en', transactionId: f.freeOpen }), status: 404, code: 'TRANSACTION_NOT_FOUND' },
  { name: 'GET /subscription/enabled/{id}: another tenant’s type', method: 'GET', path: (f) => `/subscription/enabled/${f.acmeType}`, as: 'nobody', status: 404, code: 'SUBSCRIPTION_TYPE_NOT_FOUND' },
  post('double opt-in plan without consents', { body: (f) => sub(f, { subscriptionTypeId: f.alerts }), code: 'CONSENT_REQUIRED' }),
  post('double opt-in plan with a required consent declined', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [...CONSENTS.slice(0, 1), { id: 'immediate-start', accepted: false }] }), code: 'CONSENT_REQUIRED' }),
  post('unknown consent id', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [...CONSENTS, { id: 'newsletter', accepted: true }] }), code: 'CONSENT_UNKNOWN' }),
  post('consent listed twice', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [...CONSENTS, ...CONSENTS] }), code: 'CONSENT_DUPLICATE' }),
  post('consent of an outdated version', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [...CONSENTS, { id: 'marketing-sms', accepted: true, version: 7 }] }), code: 'CONSENT_OUTDATED' }),
  post('consent version 0', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [{ id: 'recurring-billing', accepted: true, version: 0 }] }) }),
  post('consent without an answer', { body: (f) => sub(f, { subscriptionTypeId: f.alerts, subscriptionConsentList: [{ id: 'recurring-billing' }] }) }),
  post('consent on a plan that asks for none', { body: (f) => sub(f, { subscriptionConsentList: CONSENTS }), code: 'CONSENT_UNKNOWN' }),
  post('partner plan without its field', { body: (f) => sub(f, { subscriptionTypeId: f.partner }), code: 'PARTNER_FIELD_REQUIRED' }),
  post('partner field out of form', { body: (f) => sub(f, { subscriptionTypeId: f.partner, partnerMetadata: { partnerAccountId: 'SB-12' } }), code: 'PARTNER_FIELD_INVALID' }),
  post('partner field the partner does not know', { body: (f) => sub(f, { subscriptionTypeId: f.partner, partnerMetadata: { partnerAccountId: 'SB-123456', iban: 'x' } }), code: 'PARTNER_FIELD_UNKNOWN' }),
  post('partner field key with spaces', { body: (f) => sub(f, { subscriptionTypeId: f.partner, partnerMetadata: { 'partner id': 'SB-123456' } }) }),
  post('partner field of 101 characters', { body: (f) => sub(f, { subscriptionTypeId: f.partner, partnerMetadata: { partnerAccountId: 'S'.repeat(101) } }) }),
  { name: 'POST /subscription/api/{id}: double opt-in plan without consents', method: 'POST', path: (f) => `/subscription/api/${f.alerts}`, as: 'free', body: { paymentOptionUUID: 'operator-billing', redirectionUrl: RETURN, body: { msisdn: '+40700000009' } }, status: 400, code: 'CONSENT_REQUIRED' },
  { name: 'POST /subscription/api/{id}: unknown consent id', method: 'POST', path: (f) => `/subscription/api/${f.alerts}`, as: 'free', body: { paymentOptionUUID: 'operator-billing', redirectionUrl: RETURN, body: { msisdn: '+40700000009' }, subscriptionConsentList: [...CONSENTS, { id: 'x', accepted: true }] }, status: 400, code: 'CONSENT_UNKNOWN' },
  note('forged signature', { body: (f) => event(f), signature: 'f'.repeat(64), status: 401, code: 'SIGNATURE_INVALID' }),
  note('no signature', { body: (f) => event(f), signature: undefined as unknown as string, status: 401, code: 'SIGNATURE_INVALID' }),
  note('signature of another body', { body: (f) => event(f), signature: 'other-body', status: 401, code: 'SIGNATURE_INVALID' }),
  note('negative amount', { body: (f) => event(f, { amountMinor: -499 }) }),
  note('absurd amount', { body: (f) => event(f, { amountMinor: 1e15 }) }),
  note('fractional amount', { body: (f) => event(f, { amountMinor: 4.5 }) }),
  note('amount that is not the payment’s', { body: (f) => event(f, { eventId: 'evt-other', amountMinor: 1 }), status: 422, code: 'AMOUNT_MISMATCH' }),
  note('unknown outcome', { body: (f) => event(f, { outcome: 'PAID' }) }),
  note('another tenant’s payment', { body: (f) => event(f, { eventId: 'evt-acme', paymentId: f.acmePayment }), status: 404, code: 'PAYMENT_NOT_FOUND' }),
  note('replayed event', { body: (f) => event(f, { eventId: 'evt-settled' }), status: 200 }),
];

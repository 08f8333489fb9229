import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormRules } from '#components/forms/form-state.ts';
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  APP_NAME_MIN,
  APP_SCOPES,
  type AppInput,
  type AppScope,
  type DeveloperApp,
} from '#contract/developer-apps.ts';
import { REDIRECT_URIS_MAX, type RedirectUriProblem, redirectUriProblem } from '#contract/redirect-uri.ts';
import type { AppFailure } from './developer-apps.queries.ts';

export interface AppFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  /** One redirect URI a line. */
  redirectUris: string;
  'profile:read': boolean;
  'library:read': boolean;
  'favourites:read': boolean;
  'history:read': boolean;
}

export const appFormValues = (app?: DeveloperApp): AppFormValues => ({
  name: app?.name ?? '',
  description: app?.description ?? '',
  redirectUris: app?.redirectUris.join('\n') ?? '',
  'profile:read': app ? app.scopes.includes('profile:read') : true,
  'library:read': app?.scopes.includes('library:read') ?? false,
  'favourites:read': app?.scopes.includes('favourites:read') ?? false,
  'history:read': app?.scopes.includes('history:read') ?? false,
});

/** The same bounds as the server's AppInputSchema; redirect URIs and scopes are checked by appFormErrors. */
export const APP_FORM_RULES: FormRules<AppFormValues> = {
  name: [{ rule: 'required' }, { rule: 'min', min: APP_NAME_MIN }, { rule: 'max', max: APP_NAME_MAX }],
  description: [{ rule: 'max', max: APP_DESCRIPTION_MAX }],
  redirectUris: [{ rule: 'required' }],
};

export const redirectLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const URI_TEXTS: Record<RedirectUriProblem, MessageDescriptor> = {
  length: msg`A redirect URI is at most 2048 characters.`,
  absolute: msg`Each redirect URI must be a full address, like https://example.com/callback.`,
  https: msg`Redirect URIs must use https (http only for localhost or 127.0.0.1).`,
  fragment: msg`A redirect URI must not contain a fragment (#).`,
  wildcard: msg`A redirect URI must not contain a wildcard (*).`,
  userinfo: msg`A redirect URI must not contain a user name or password.`,
};

/** The checks no form rule expresses, mirroring the server: translated messages by field. */
export function appFormErrors(
  i18n: I18n,
  values: AppFormValues,
): Partial<Record<'redirectUris' | 'scopes', string>> {
  const out: Partial<Record<'redirectUris' | 'scopes', string>> = {};
  const uris = redirectLines(values.redirectUris);
  const problem = uris.map(redirectUriProblem).find(Boolean);
  if (problem) out.redirectUris = i18n._(URI_TEXTS[problem]);
  else if (uris.length > REDIRECT_URIS_MAX)
    out.redirectUris = i18n._(msg`List at most ${REDIRECT_URIS_MAX} redirect URIs.`);
  else if (new Set(uris).size !== uris.length)
    out.redirectUris = i18n._(msg`Each redirect URI may be listed once.`);
  if (!APP_SCOPES.some((scope) => values[scope])) out.scopes = i18n._(msg`Choose at least one permission.`);
  return out;
}

export const appInputOf = (values: AppFormValues): AppInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  redirectUris: redirectLines(values.redirectUris),
  scopes: APP_SCOPES.filter((scope) => values[scope]),
});

/** What each scope lets an app do, as the consent screen and the form say it. */
export const SCOPE_TEXTS: Record<AppScope, MessageDescriptor> = {
  'profile:read': msg`See your name and e-mail address`,
  'library:read': msg`See your library: what you saved and bought`,
  'favourites:read': msg`See your favourites`,
  'history:read': msg`See what you played and watched`,
};

export const FAILURE_TEXTS: Record<AppFailure, MessageDescriptor> = {
  limit: msg`You already have 10 active apps. Revoke one before registering another.`,
  revoked: msg`This app has been revoked and can no longer be changed.`,
  invalid: msg`The service refused these details. Check them and try again.`,
  notFound: msg`This app does not exist or is not yours.`,
  offline: msg`No answer from the service. Check your connection and try again.`,
  failed: msg`This did not work. Please try again later.`,
};

import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateAll } from '#components/forms/form-state.ts';
import { AppInputSchema } from '#contract/developer-apps.ts';
import { APP_FORM_RULES, type AppFormValues, appFormErrors, appFormValues, appInputOf } from './app-form.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const values = (overrides: Partial<AppFormValues> = {}): AppFormValues => ({
  ...appFormValues(),
  name: 'Reader',
  redirectUris: 'https://client.example/cb\n\n  http://localhost:3000/cb  ',
  ...overrides,
});

/** What the form lets through, the server's schema takes; what it stops, the schema refuses too. */
const passesForm = (form: AppFormValues) =>
  Object.keys(validateAll(APP_FORM_RULES, form)).length === 0 &&
  Object.keys(appFormErrors(i18n, form)).length === 0;
const passesServer = (form: AppFormValues) => v.safeParse(AppInputSchema, appInputOf(form)).success;

describe('the app form mirrors the server checks', () => {
  it('a good form: one URI a line, blank lines and spaces dropped, the checked scopes', () => {
    const form = values({ 'history:read': true });
    expect(passesForm(form)).toBe(true);
    expect(appInputOf(form)).toEqual({
      name: 'Reader',
      description: '',
      redirectUris: ['https://client.example/cb', 'http://localhost:3000/cb'],
      scopes: ['profile:read', 'history:read'],
    });
    expect(passesServer(form)).toBe(true);
  });

  it.each([
    ['a short name', { name: 'ab' }],
    ['a long name', { name: 'n'.repeat(61) }],
    ['a long description', { description: 'd'.repeat(501) }],
    ['no redirect URI', { redirectUris: '  \n ' }],
    ['http on a public host', { redirectUris: 'http://client.example/cb' }],
    ['a fragment', { redirectUris: 'https://client.example/cb#x' }],
    ['a wildcard', { redirectUris: 'https://*.client.example/cb' }],
    ['user information', { redirectUris: 'https://u:p@client.example/cb' }],
    ['six URIs', { redirectUris: [1, 2, 3, 4, 5, 6].map((n) => `https://a.example/${n}`).join('\n') }],
    ['a URI twice', { redirectUris: 'https://a.example/cb\nhttps://a.example/cb' }],
    ['no scope', { 'profile:read': false }],
  ] as const)('%s: stopped by the form and refused by the server', (_, overrides) => {
    const form = values(overrides as Partial<AppFormValues>);
    expect(passesForm(form)).toBe(false);
    expect(passesServer(form)).toBe(false);
  });

  it('names what is wrong with the redirect URIs and the scopes', () => {
    const errors = appFormErrors(
      i18n,
      values({ redirectUris: 'http://client.example/cb', 'profile:read': false }),
    );
    expect(errors.redirectUris).toBe('Redirect URIs must use https (http only for localhost or 127.0.0.1).');
    expect(errors.scopes).toBe('Choose at least one permission.');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSES_ON_ROUTE_CHANGE, type DialogKind } from '#components/dialogs/dialog-kinds.ts';
import { SHELL_DIALOGS } from '#components/dialogs/shell-dialogs.ts';
import { FEATURE_DIALOGS } from './feature-dialogs.ts';

/**
 * Commerce §2 "Dialogs", name by name as the spec lists them, and the manager's kind(s) for each. 'stories',
 * 'onboarding' and 'app-installer' come from other branches of issue 20: until they are merged this test fails for them.
 */
const CATALOGUE: Record<string, readonly string[]> = {
  share: ['share'],
  'free play': ['free-play'],
  'free-play limit': ['free-play-limit'],
  'cancel subscription (V1, V2)': ['cancel-subscription'],
  'confirm subscribe V2': ['confirm-subscribe'],
  'confirm purchase': ['confirm-purchase'],
  'confirm single purchase': ['confirm-purchase', 'purchase-pin'],
  onboarding: ['onboarding'],
  'avatar list': ['avatar-list'],
  'game trailer and gallery': ['game-gallery'],
  'subscription popups (v1, v2, v3, with groups, dialog V2)': ['subscription-popup', 'subscription-choice'],
  'purchase popup': ['purchase-prompt', 'purchased'],
  'purchase result': ['purchase-result'],
  'subscription feedback (V1, V2)': ['subscription-feedback', 'login-subscription-error'],
  'payment options': ['payment-options'],
  'one-time payment options': ['one-time-payment-options'],
  'voucher purchase': ['voucher-purchase'],
  'voucher feedback': ['voucher-feedback'],
  redeem: ['redeem'],
  'redeem feedback': ['redeem-feedback'],
  'parental control': ['parental-control'],
  'reset parental password': ['reset-parental-password'],
  login: ['login'],
  'login options': ['login-options'],
  'login-or-sign-up': ['login-or-sign-up'],
  stories: ['stories'],
  'device not supported': ['device-not-supported'],
  'login not supported by wifi': ['login-not-supported-wifi'],
  rating: ['rating'],
  'tournament join': ['tournament-join'],
  'challenge join': ['challenge-join'],
  'session expired': ['session-expired'],
  'generic error': ['error'],
  'credit expiration': ['credit-expiration'],
  'end-subscription flow (plain and with redirect)': ['end-subscription-flow'],
  'partner subscription custom dialog': ['partner-subscription'],
  'double opt-in with consent': ['double-opt-in'],
  'external logout': ['external-logout'],
  'game iframe and its actions': ['game-iframe'],
  'app installer': ['app-installer'],
  materna: ['materna'],
  'custom feedback': ['custom-feedback'],
  'inactive subscription': ['inactive-subscription'],
  'resend voucher': ['resend-voucher'],
};

/**
 * Kinds no commerce §2 name lists: shell §3 settings, the shell's subscription-expiration popup and flows' own
 * steps (the test still wants an opener for each).
 */
const BEYOND_THE_LIST: readonly string[] = [
  'cookie-settings',
  'subscription-expiration',
  'external-redirect',
  'free-trial',
  'subscription-terms',
];

/** Openers that pass the kind through a variable: the file, and the kinds it chooses between. */
const INDIRECT_OPENERS: Record<string, readonly string[]> = {
  'src/features/commerce/use-subscribe-steps.ts': ['materna', 'payment-options'],
  'src/features/commerce/components/confirm-subscribe-dialog.tsx': ['materna', 'payment-options'],
  'src/app/boot.ts': ['external-logout', 'session-expired'],
};

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every kind some non-test source opens: openDialog('kind' …) literally, or through a listed indirect opener. */
function openedKinds(): Set<string> {
  const opened = new Set<string>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/openDialog\(\s*'([a-z-]+)'/g)) opened.add(match[1] as string);
    const indirect = INDIRECT_OPENERS[relative(ROOT, file)];
    for (const kind of indirect ?? []) {
      if (text.includes('openDialog(') && text.includes(`'${kind}'`)) opened.add(kind);
    }
  }
  return opened;
}

const kinds = Object.keys(CLOSES_ON_ROUTE_CHANGE) as DialogKind[];
const registered = new Set(Object.keys({ ...SHELL_DIALOGS, ...FEATURE_DIALOGS }));
const opened = openedKinds();
const listed = Object.entries(CATALOGUE);

describe('the dialog catalogue (commerce §2: every dialog opens from the one manager, by a real flow)', () => {
  it.each(listed)('%s has a kind', (_, expected) => {
    for (const kind of expected) expect(kinds, `kind ${kind}`).toContain(kind);
  });

  it.each(listed)('%s has a registered component', (_, expected) => {
    for (const kind of expected) expect(registered.has(kind), `component for ${kind}`).toBe(true);
  });

  it.each(listed)('%s is opened by some source file', (_, expected) => {
    for (const kind of expected) expect(opened.has(kind), `an opener of ${kind}`).toBe(true);
  });

  it('every kind is in the catalogue, registered and opened', () => {
    const catalogued = new Set([...Object.values(CATALOGUE).flat(), ...BEYOND_THE_LIST]);
    expect(kinds.filter((kind) => !catalogued.has(kind))).toEqual([]);
    expect(kinds.filter((kind) => !registered.has(kind))).toEqual([]);
    expect(kinds.filter((kind) => !opened.has(kind))).toEqual([]);
  });

  it('the indirect openers still exist', () => {
    for (const file of Object.keys(INDIRECT_OPENERS))
      expect(sourceFiles(join(ROOT, 'src'))).toContain(join(ROOT, file));
  });
});

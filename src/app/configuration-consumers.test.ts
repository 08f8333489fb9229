import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationSchema } from '#contract/configuration.ts';

/**
 * Commerce §3 / shell §3: every configuration group drives real behaviour. Each key of the configuration
 * schema names the module that consumes it; the module must exist, be no test, and read the key. A static
 * scan of every non-test source of the portal and the server must find the key outside the contract too.
 */
const CONSUMERS: Readonly<Record<string, string>> = {
  sharedLinks: 'src/components/dialogs/share-dialog.tsx',
  footerLinks: 'src/app/shell/app-footer.tsx',
  errorPage: 'src/components/errors/error-page.tsx',
  externalRedirectDisclaimer: 'src/app/shell/external-redirect-guard.tsx',
  kiosk: 'src/app/shell/kiosk-slot.tsx',
  enabledFeatures: 'src/features/navigation/page-configuration.ts',
  avatarList: 'src/features/profile/avatar-list-dialog.tsx',
  expirationPopup: 'src/features/commerce/components/credit-expiry-watch.tsx',
  customStylingLink: 'src/platform/theme/tenant-stylesheet.tsx',
  adService: 'src/features/consent/analytics-consent.tsx',
  customPlan: 'src/features/commerce/components/custom-plan-card.tsx',
  seoTabNames: 'src/features/navigation/page-configuration.ts',
  loginOptions: 'src/features/session/login-option-list.ts',
  metaData: 'src/features/navigation/page-route.ts',
  priceFormat: 'src/platform/locale/use-formats.ts',
  paymentMetaData: 'server/src/hosted/merchant-line.ts',
  subscriptionSettings: 'src/features/commerce/subscribe-offer.port.ts',
  loginMetaData: 'server/src/hosted/login.page.ts',
  colors: 'src/platform/theme/theme-colors.ts',
  alternateTheme: 'src/platform/theme/theme-colors.ts',
  homeUrl: 'src/components/errors/get-started-button.tsx',
  cookieConsent: 'src/features/consent/use-consent.ts',
  externalFooterFragment: 'src/app/shell/app-footer.tsx',
  parentalControlEmail: 'server/src/routes/parental/parental-mail.ts',
};

/**
 * Groups with no consumer yet, each with where it is being built. The list is exact: a group here that gains
 * a consumer fails the test until it moves into CONSUMERS.
 */
const AWAITING: Readonly<Record<string, string>> = {};

const ROOT = join(import.meta.dirname, '../..');
const KEYS = Object.keys(ConfigurationSchema.entries);
const isTest = (path: string) => /\.test\.tsx?$|\/testing\/|\/test\/|fixtures/.test(path);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !isTest(path) ? [path] : [];
  });
}

const SCANNED = [...sources('src'), ...sources('server/src')].map((path) => ({
  path,
  text: readFileSync(join(ROOT, path), 'utf8'),
}));
/** Code only: a key named in a comment is no consumer. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const uses = (text: string, key: string) => new RegExp(`\\b${key}\\b`).test(code(text));

describe('configuration groups and their consumers', () => {
  it('names a consumer, or where one is being built, for every group of the schema', () => {
    const unnamed = KEYS.filter((key) => !(key in CONSUMERS) && !(key in AWAITING));
    expect(unnamed).toEqual([]);
    expect(Object.keys({ ...CONSUMERS, ...AWAITING }).sort()).toEqual([...KEYS].sort());
  });

  it.each(Object.entries(CONSUMERS))('%s is read by %s', (key, module) => {
    expect(isTest(module)).toBe(false);
    expect(uses(readFileSync(join(ROOT, module), 'utf8'), key)).toBe(true);
  });

  it('finds every consumed group in the non-test sources (static scan)', () => {
    const unused = Object.keys(CONSUMERS).filter((key) => !SCANNED.some(({ text }) => uses(text, key)));
    expect(unused).toEqual([]);
    expect(SCANNED.length).toBeGreaterThan(100);
  });

  it('lists exactly the groups that still have no consumer', () => {
    const consumed = Object.keys(AWAITING).filter((key) => SCANNED.some(({ text }) => uses(text, key)));
    expect(consumed).toEqual([]);
  });
});

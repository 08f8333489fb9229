import { LOCALE_CODES } from '../../contract/locales.ts';
import type { Attribute } from '../src/db/schema/entitlement.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { BULLETS, COMMON, fill, RENEWS } from './plan-texts.ts';
import type { SeedSubscriptionType } from './subscription-plans.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Where the plan's artworks come from: generated cover art of catalogue items (by id). */
export interface PlanArt {
  icon: number;
  background?: number;
}

const perLocale = (key: string, text: LocalizedText): Attribute[] =>
  LOCALE_CODES.map((lang) => ({ key: `${key}${lang}`, value: text[lang] ?? text.en }));

/**
 * Every commerce §3 attribute of a seeded plan: ment_* (category, best value, sort, default, note,
 * redirect, icons for both themes, background, url, free duration per locale, cancelUrl), the per-locale
 * DISPLAY_SERVICE_* texts in all six languages and the TNC popup.
 */
export function attributesOf(type: SeedSubscriptionType, art: PlanArt, note: string): Attribute[] {
  const credit = type.contingents.find((c) => c.amount > 0);
  const bullets = Object.fromEntries(
    LOCALE_CODES.map((lang) => [lang, JSON.stringify(type.bullets.map((key) => BULLETS[key][lang]))]),
  ) as LocalizedText;
  const html = Object.fromEntries(
    LOCALE_CODES.map((lang) => [lang, `<strong>${escapeHtml(type.titles[lang] ?? type.titles.en)}</strong>`]),
  ) as LocalizedText;
  const title = Object.fromEntries(
    LOCALE_CODES.map((lang) => [
      lang,
      (COMMON.titlePrefix[lang] ?? '').replace('{name}', type.titles[lang] ?? type.titles.en),
    ]),
  ) as LocalizedText;
  const tnc = Object.fromEntries(LOCALE_CODES.map((lang) => [lang, COMMON.tnc[lang] ?? '']));
  const tncTitle = Object.fromEntries(LOCALE_CODES.map((lang) => [lang, COMMON.tncTitle[lang] ?? '']));
  return [
    { key: 'ment_category', value: JSON.stringify(type.category) },
    { key: 'ment_best_value', value: type.bestValue ? '1' : '0' },
    { key: 'ment_sort', value: String(type.sort) },
    { key: 'ment_default', value: type.isDefault ? '1' : '0' },
    { key: 'ment_note', value: note },
    {
      key: 'ment_redirect',
      value: type.category.includes('music')
        ? '/music'
        : type.category.includes('audiobooks')
          ? '/audiobook'
          : type.category.includes('video')
            ? '/video/list/popular'
            : type.category.includes('games')
              ? '/games'
              : '/music',
    },
    { key: 'ment_icon', value: `/media/artwork/${art.icon}.svg` },
    // The spec's key, misspelt as the portal reads it: the icon for the other theme.
    { key: 'ment_icon_alernativeTheme', value: `/media/artwork/${art.background ?? art.icon}.svg` },
    ...(art.background
      ? [{ key: 'ment_background_image', value: `/media/artwork/${art.background}.png` }]
      : []),
    { key: 'ment_url', value: '/subscription' },
    { key: 'cancelUrl', value: '/subscription' },
    ...(type.trial ? perLocale('ment_free_duration_', COMMON.freeWeek) : []),
    ...(type.premiumOnly ? [{ key: 'ment_premium_only', value: '1' }] : []),
    ...(type.doubleOptIn ? [{ key: 'ment_double_opt_in', value: '1' }] : []),
    ...(type.carrierConfirmation ? [{ key: 'ment_materna', value: type.carrierConfirmation }] : []),
    ...(type.externalProviderCode ? [{ key: 'externalProviderCode', value: type.externalProviderCode }] : []),
    ...perLocale('DISPLAY_SERVICE_NAME_HTML_TEXT_', html),
    ...perLocale('DISPLAY_SERVICE_NAME_TEXT_', type.titles),
    ...perLocale('DISPLAY_SERVICE_INFO_TEXT_', RENEWS[type.billingCycle]),
    ...perLocale('DISPLAY_SERVICE_DESC_TEXT_', type.desc),
    ...(credit
      ? perLocale('DISPLAY_SERVICE_DESC_TEXT_CREDIT_', fill(COMMON.creditDesc, { amount: credit.amount }))
      : []),
    ...perLocale('DISPLAY_SERVICE_BULLETS_TEXT_', bullets),
    ...perLocale('DISPLAY_SERVICE_ABOVE_PURCHASE_OPTIONS_', COMMON.abovePurchaseOptions),
    ...perLocale('DISPLAY_SERVICE_ABOVE_CTA_', COMMON.aboveCta),
    ...perLocale('DISPLAY_SERVICE_TITLE_TEXT_', title),
    { key: 'DISPLAY_SERVICE_TNC_DATA_POPUP', value: JSON.stringify({ title: tncTitle, text: tnc }) },
  ];
}

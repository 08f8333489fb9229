import type { SubscriptionType } from '#contract/commerce-types.ts';
import { normalizeImageUrl } from '#lib/node-urls.ts';
import { type ResolvedPrice, resolvePrice } from '#lib/price.ts';

/** Commerce §9: a plan without ment_sort sorts as 30. */
export const DEFAULT_PLAN_SORT = 30;

/** What the subscription page and the popups show of a plan, read from its attributes (commerce §3). */
export interface PlanView {
  id: number;
  name: string;
  title?: string;
  info?: string;
  desc?: string;
  descCredit?: string;
  bullets: string[];
  abovePurchaseOptions?: string;
  aboveCta?: string;
  categories: string[];
  bestValue: boolean;
  isDefault: boolean;
  sort: number;
  note?: string;
  redirect?: string;
  icon?: string;
  iconAlternativeTheme?: string;
  backgroundImage?: string;
  freeDuration?: string;
  tnc?: { title?: string; text: string };
  /** What the customer pays now, and the normal price when a promotion applies. */
  price?: ResolvedPrice;
  type: SubscriptionType;
}

export const attributeOf = (type: Pick<SubscriptionType, 'attributes'>, key: string): string | undefined =>
  type.attributes.find((attribute) => attribute.key === key)?.value || undefined;

/** A per-locale attribute (DISPLAY_SERVICE_*_{locale}, ment_free_duration_{locale}), English when missing. */
const localized = (type: SubscriptionType, prefix: string, locale: string) =>
  attributeOf(type, `${prefix}${locale}`) ?? attributeOf(type, `${prefix}en`);

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/** A text that is either one string or a per-locale map. */
function textIn(value: unknown, locale: string): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object') {
    const map = value as Record<string, unknown>;
    const text = map[locale] ?? map.en;
    return typeof text === 'string' && text ? text : undefined;
  }
  return undefined;
}

/** Commerce §3: ment_category is a JSON list; without one the plan gets the placeholder category 'unknown+id'. */
export function categoriesOf(type: SubscriptionType): string[] {
  const list = strings(parseJson(attributeOf(type, 'ment_category')));
  return list.length > 0 ? list : [`unknown${type.id}`];
}

export function sortOf(type: SubscriptionType): number {
  const sort = Number(attributeOf(type, 'ment_sort'));
  return attributeOf(type, 'ment_sort') !== undefined && Number.isFinite(sort) ? sort : DEFAULT_PLAN_SORT;
}

/** Commerce §2 materna: the mobile operator whose carrier-billing confirmation a plan needs (attribute ment_materna). */
export const carrierOperatorOf = (type: Pick<SubscriptionType, 'attributes'>): string | undefined =>
  attributeOf(type, 'ment_materna')?.trim() || undefined;

const image = (url: string | undefined) => (url ? normalizeImageUrl(url) : undefined);

const stripTags = (html: string | undefined) => html?.replace(/<[^>]*>/g, '').trim() || undefined;

export function planView(type: SubscriptionType, locale: string): PlanView {
  const display = (suffix: string) => localized(type, `DISPLAY_SERVICE_${suffix}_`, locale);
  const tnc = parseJson(attributeOf(type, 'DISPLAY_SERVICE_TNC_DATA_POPUP')) as
    | { title?: unknown; text?: unknown }
    | undefined;
  const tncText = tnc && typeof tnc === 'object' ? textIn(tnc.text, locale) : undefined;
  const tncTitle = tnc && typeof tnc === 'object' ? textIn(tnc.title, locale) : undefined;
  return {
    id: type.id,
    name: display('NAME_TEXT') ?? stripTags(display('NAME_HTML_TEXT')) ?? type.name,
    title: display('TITLE_TEXT'),
    info: display('INFO_TEXT'),
    desc: display('DESC_TEXT'),
    descCredit: display('DESC_TEXT_CREDIT'),
    bullets: strings(parseJson(display('BULLETS_TEXT'))),
    abovePurchaseOptions: display('ABOVE_PURCHASE_OPTIONS'),
    aboveCta: display('ABOVE_CTA'),
    categories: categoriesOf(type),
    bestValue: attributeOf(type, 'ment_best_value') === '1',
    isDefault: attributeOf(type, 'ment_default') === '1',
    sort: sortOf(type),
    note: attributeOf(type, 'ment_note'),
    redirect: attributeOf(type, 'ment_redirect'),
    icon: image(attributeOf(type, 'ment_icon')),
    iconAlternativeTheme: image(attributeOf(type, 'ment_icon_alernativeTheme')),
    backgroundImage: image(attributeOf(type, 'ment_background_image')),
    freeDuration: localized(type, 'ment_free_duration_', locale),
    tnc: tncText ? { title: tncTitle, text: tncText } : undefined,
    price: resolvePrice(type),
    type,
  };
}

/** Plans in display order: ment_sort ascending (default 30), then id. */
export const byPlanSort = (a: PlanView, b: PlanView) => a.sort - b.sort || a.id - b.id;

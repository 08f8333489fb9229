import type { CatalogueProps } from '../src/db/schema/catalogue-props.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import type { AgeRating, SeedItem } from './seed-types.ts';

/** Text in the order of the locale table: en, ar, fr, de, es, ro. */
export const t = (en: string, ar: string, fr: string, de: string, es: string, ro: string): LocalizedText => ({
  en,
  ar,
  fr,
  de,
  es,
  ro,
});

/** The same name in every language (artists, authors); the en fallback covers the rest. */
export const name = (en: string, ar?: string): LocalizedText => (ar ? { en, ar } : { en });

type Row = [
  slug: string,
  rating: AgeRating,
  titles: LocalizedText,
  subtitles?: LocalizedText,
  props?: CatalogueProps,
];

/** Items of one kind, listed newest first. */
export const itemsOf = (kind: SeedItem['kind'], rows: Row[]): SeedItem[] =>
  rows.map(([slug, rating, titles, subtitles, props]) => ({
    kind,
    slug,
    rating,
    titles,
    ...(subtitles ? { subtitles } : {}),
    ...(props ? { props } : {}),
  }));

/** A proper name (song, brand, person) written the same in every language. */
export const same = (text: string): LocalizedText => ({
  en: text,
  ar: text,
  fr: text,
  de: text,
  es: text,
  ro: text,
});

/** A name given as en (+ ar), spelled out for every language. */
export const everywhere = (text: LocalizedText): LocalizedText => ({ ...same(text.en), ...text });

import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { t } from './text.ts';

/** Genres the grown demo catalogue adds: music, audiobooks, games and articles. */
// biome-ignore format: one genre per line
export const EXTRA_GENRES = {
  rock: t('Rock', 'روك', 'Rock', 'Rock', 'Rock', 'Rock'),
  folk: t('Folk', 'موسيقى شعبية', 'Folk', 'Folk', 'Folk', 'Folk'),
  jazz: t('Jazz', 'جاز', 'Jazz', 'Jazz', 'Jazz', 'Jazz'),
  rnb: t('R&B', 'آر أند بي', 'R&B', 'R&B', 'R&B', 'R&B'),
  latin: t('Latin', 'موسيقى لاتينية', 'Musique latine', 'Latin', 'Música latina', 'Muzică latino'),
  fantasy: t('Fantasy', 'خيال', 'Fantasy', 'Fantasy', 'Fantasía', 'Fantasy'),
  biography: t('Biography', 'سيرة ذاتية', 'Biographie', 'Biografie', 'Biografía', 'Biografie'),
  scifi: t('Science fiction', 'خيال علمي', 'Science-fiction', 'Science-Fiction', 'Ciencia ficción', 'Science-fiction'),
  simulation: t('Simulation', 'محاكاة', 'Simulation', 'Simulation', 'Simulación', 'Simulare'),
  platformer: t('Platformer', 'ألعاب المنصات', 'Plateforme', 'Jump ’n’ Run', 'Plataformas', 'Platformă'),
  cards: t('Card games', 'ألعاب الورق', 'Jeux de cartes', 'Kartenspiele', 'Juegos de cartas', 'Jocuri de cărți'),
  gadgets: t('Gadgets', 'أجهزة', 'Gadgets', 'Gadgets', 'Gadgets', 'Gadgeturi'),
  recipes: t('Recipes', 'وصفات', 'Recettes', 'Rezepte', 'Recetas', 'Rețete'),
} satisfies Record<string, LocalizedText>;

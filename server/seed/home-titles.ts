import { PAGE_TITLES } from '../src/routes/structure/pages/page-titles.ts';
import { t } from './text.ts';

/** Page and section headings shared by the seed tenants. */
export const TITLES = {
  // Headings the server's page builders use too: one translation for both.
  music: PAGE_TITLES.music,
  popularVideos: PAGE_TITLES.popularVideos,
  newVideos: PAGE_TITLES.newVideos,
  podcasts: PAGE_TITLES.podcasts,
  games: PAGE_TITLES.games,
  series: PAGE_TITLES.series,
  audiobooks: PAGE_TITLES.audiobooks,
  articles: PAGE_TITLES.articles,
  playlists: PAGE_TITLES.playlists,
  artists: PAGE_TITLES.artists,
  categories: PAGE_TITLES.categories,
  products: PAGE_TITLES.products,
  vouchers: PAGE_TITLES.vouchers,
  apps: PAGE_TITLES.apps,
  news: PAGE_TITLES.news,
  arcade: PAGE_TITLES.arcade,

  home: t('Home', 'الرئيسية', 'Accueil', 'Startseite', 'Inicio', 'Acasă'),
  video: t('Video', 'فيديو', 'Vidéo', 'Video', 'Vídeo', 'Video'),
  featured: t('Featured', 'مميز', 'À la une', 'Empfohlen', 'Destacado', 'Recomandat'),
  newAlbums: t(
    'New albums',
    'ألبومات جديدة',
    'Nouveaux albums',
    'Neue Alben',
    'Álbumes nuevos',
    'Albume noi',
  ),
  popularAlbums: t(
    'Popular albums',
    'ألبومات رائجة',
    'Albums populaires',
    'Beliebte Alben',
    'Álbumes populares',
    'Albume populare',
  ),
  publishers: t('Publishers', 'الناشرون', 'Éditeurs', 'Publisher', 'Editores', 'Editori'),
  shop: t('Shop', 'المتجر', 'Boutique', 'Shop', 'Tienda', 'Magazin'),
  partners: t('Partners', 'الشركاء', 'Partenaires', 'Partner', 'Socios', 'Parteneri'),
  authors: t('Authors', 'المؤلفون', 'Auteurs', 'Autoren', 'Autores', 'Autori'),
  tournaments: t('Tournaments', 'البطولات', 'Tournois', 'Turniere', 'Torneos', 'Turnee'),
};

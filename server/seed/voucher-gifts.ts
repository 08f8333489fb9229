import type { SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const GIFTS = t(
  'Subscription gifts',
  'اشتراكات هدايا',
  'Abonnements à offrir',
  'Abos zum Verschenken',
  'Suscripciones para regalar',
  'Abonamente cadou',
);

/**
 * Subscription vouchers: a code grants one billing period of the plan named by `grantsType` (a subscription
 * type slug of the same tenant) and does not renew; bought in the voucher cart, redeemed with
 * POST /voucher/consumption/subscription.
 */
// biome-ignore format: one voucher per line
export const DEMO_VOUCHER_GIFTS: SeedItem[] = [
  ...itemsOf('voucher-category', [['plan-gifts', 0, GIFTS]]),
  ...itemsOf('voucher', [
    ['gift-all-access-month', 0, t('All Access for a month, as a gift', 'وصول كامل لمدة شهر، هدية', 'Accès intégral pendant un mois, à offrir', 'Voller Zugang für einen Monat, zum Verschenken', 'Acceso total durante un mes, para regalar', 'Acces complet o lună, cadou'), same('Demo Media'), { book: 'winter-treats', genre: 'plan-gifts', grantsType: 'all-access', price: eur(9.99), availableNo: 500, discountPercentage: 0 }],
    ['gift-music-week', 0, t('A week of music, as a gift', 'أسبوع من الموسيقى، هدية', 'Une semaine de musique, à offrir', 'Eine Woche Musik, zum Verschenken', 'Una semana de música, para regalar', 'O săptămână de muzică, cadou'), same('Demo Media'), { book: 'winter-treats', genre: 'plan-gifts', grantsType: 'music-weekly', price: eur(1.49), availableNo: 500, discountPercentage: 0 }],
    ['gift-audiobooks-month', 0, t('Audiobooks for a month, as a gift', 'كتب صوتية لمدة شهر، هدية', 'Livres audio pendant un mois, à offrir', 'Hörbücher für einen Monat, zum Verschenken', 'Audiolibros durante un mes, para regalar', 'Cărți audio o lună, cadou'), same('Demo Media'), { book: 'winter-treats', genre: 'plan-gifts', grantsType: 'audiobooks-monthly', price: eur(6.99), availableNo: 300, discountPercentage: 0 }],
  ]),
];

// biome-ignore format: one voucher per line
export const ACME_VOUCHER_GIFTS: SeedItem[] = [
  ...itemsOf('voucher-category', [['plan-gifts', 0, GIFTS]]),
  ...itemsOf('voucher', [
    ['gift-acme-music-month', 0, t('Acme Music for a month, as a gift', 'Acme Music لمدة شهر، هدية', 'Acme Musique pendant un mois, à offrir', 'Acme Musik für einen Monat, zum Verschenken', 'Acme Música durante un mes, para regalar', 'Acme Muzică o lună, cadou'), same('Acme'), { book: 'carnet-culture', genre: 'plan-gifts', grantsType: 'acme-music', price: eur(3.99), availableNo: 300, discountPercentage: 0 }],
    ['gift-acme-day', 0, t('An Acme day pass, as a gift', 'تصريح Acme ليوم، هدية', 'Un pass Acme d’une journée, à offrir', 'Ein Acme-Tagespass, zum Verschenken', 'Un pase Acme de un día, para regalar', 'Un abonament Acme de o zi, cadou'), same('Acme'), { book: 'carnet-culture', genre: 'plan-gifts', grantsType: 'acme-day', price: eur(0.29), availableNo: 300, discountPercentage: 0 }],
  ]),
];

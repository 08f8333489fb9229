import type { ConsentItem, Partner } from '../../contract/commerce-consent.ts';
import type { Contingent, Money } from '../src/db/schema/entitlement.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { ALERT_CONSENTS, CONSENT_PLAN_TEXTS as CT, PARTNERS } from './plan-consents.ts';
import type { BulletKey } from './plan-texts.ts';
import { t } from './text.ts';

/** A seeded plan (commerce §3 subscription type); attributes are derived in plan-attributes.ts. */
export interface SeedSubscriptionType {
  slug: string;
  titles: LocalizedText;
  kind?: 'SUBSCRIPTION' | 'INFO_SERVICE';
  /** Group slug and level (0 = entry level, 1 = premium). */
  group?: { slug: string; level: number };
  billingCycle: 'P1D' | 'P7D' | 'P1M' | 'P1Y';
  price: Money;
  promotionPrice?: Money;
  trial?: string;
  contingents: Contingent[];
  accumulate?: boolean;
  /** ment_sort; lower sorts first. */
  sort: number;
  bestValue?: boolean;
  isDefault?: boolean;
  desc: LocalizedText;
  bullets: BulletKey[];
  category: string[];
  /** Catalogue item whose generated artwork is the plan's icon, and one for its background. */
  icon: { kind: string; slug: string };
  background?: { kind: string; slug: string };
  /** Info-service: the catalogue item it delivers. */
  infoService?: string;
  /** Sold only to holders of the group's top level (NEED_UPGRADE_TO_PREMIUM_SUBSCRIPTION otherwise). */
  premiumOnly?: boolean;
  externalProviderCode?: string;
  /** Consents asked before subscribing; doubleOptIn asks them in a second, explicit confirmation. */
  consents?: ConsentItem[];
  doubleOptIn?: boolean;
  /** Sold on behalf of a partner, with the fields it needs. */
  partner?: Partner;
  /** Commerce §2 materna: billed by this mobile operator, whose carrier-billing confirmation comes first. */
  carrierConfirmation?: string;
}

export interface SeedGroup {
  slug: string;
  name: string;
}

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const unlimited = (...contentTypes: Contingent['contentTypes']): Contingent[] => [
  { amount: -1, contentTypes },
];
const credits = (amount: number): Contingent[] => [{ amount, contentTypes: ['FULL_TRACK_MUSIC'] }];
const playlist = (slug: string) => ({ kind: 'playlist', slug });

export const SEED_GROUPS: Record<string, SeedGroup[]> = {
  demo: [{ slug: 'music', name: 'Music' }],
  acme: [{ slug: 'acme-music', name: 'Acme Musique' }],
};

// biome-ignore format: one text per line
const DESC = {
  allAccess: t('Music, audiobooks, films, series and games without limits, on every device.', 'الموسيقى والكتب الصوتية والأفلام والمسلسلات والألعاب بلا حدود على جميع أجهزتك.', 'Musique, livres audio, films, séries et jeux sans limite, sur tous vos appareils.', 'Musik, Hörbücher, Filme, Serien und Spiele ohne Grenzen auf all deinen Geräten.', 'Música, audiolibros, películas, series y juegos sin límites en todos tus dispositivos.', 'Muzică, cărți audio, filme, seriale și jocuri fără limite, pe toate dispozitivele.'),
  games: t('Every online game of the catalogue, and every downloadable one to keep.', 'كل الألعاب على الإنترنت في الكتالوج، وكل لعبة قابلة للتنزيل لتحتفظ بها.', 'Tous les jeux en ligne du catalogue, et chaque jeu téléchargeable à garder.', 'Alle Online-Spiele des Katalogs und jedes Spiel zum Herunterladen und Behalten.', 'Todos los juegos en línea del catálogo y cada juego descargable para quedártelo.', 'Toate jocurile online din catalog și fiecare joc descărcabil, de păstrat.'),
  films: t('Every film and series of the catalogue, as often as you like.', 'كل أفلام ومسلسلات الكتالوج، متى شئت.', 'Tous les films et séries du catalogue, autant que vous voulez.', 'Alle Filme und Serien des Katalogs, so oft du willst.', 'Todas las películas y series del catálogo, tantas veces como quieras.', 'Toate filmele și serialele din catalog, ori de câte ori vrei.'),
  allAccessYear: t('A whole year of music and audiobooks for the price of ten months.', 'سنة كاملة من الموسيقى والكتب الصوتية بسعر عشرة أشهر.', 'Une année entière de musique et de livres audio au prix de dix mois.', 'Ein ganzes Jahr Musik und Hörbücher zum Preis von zehn Monaten.', 'Un año entero de música y audiolibros por el precio de diez meses.', 'Un an întreg de muzică și cărți audio la prețul a zece luni.'),
  allAccessYearVideo: t('A whole year of music, audiobooks, films, series and games for the price of ten months.', 'سنة كاملة من الموسيقى والكتب الصوتية والأفلام والمسلسلات والألعاب بسعر عشرة أشهر.', 'Une année entière de musique, de livres audio, de films, de séries et de jeux au prix de dix mois.', 'Ein ganzes Jahr Musik, Hörbücher, Filme, Serien und Spiele zum Preis von zehn Monaten.', 'Un año entero de música, audiolibros, películas, series y juegos por el precio de diez meses.', 'Un an întreg de muzică, cărți audio, filme, seriale și jocuri la prețul a zece luni.'),
  music: t('All the music of the catalogue in full, month after month.', 'كل موسيقى الكتالوج كاملة، شهرًا بعد شهر.', 'Toute la musique du catalogue en intégralité, mois après mois.', 'Die ganze Musik des Katalogs, Monat für Monat.', 'Toda la música del catálogo completa, mes a mes.', 'Toată muzica din catalog, integral, lună de lună.'),
  week: t('A week of unlimited music.', 'أسبوع من الموسيقى بلا حدود.', 'Une semaine de musique illimitée.', 'Eine Woche Musik ohne Grenzen.', 'Una semana de música ilimitada.', 'O săptămână de muzică nelimitată.'),
  day: t('One day of unlimited music.', 'يوم واحد من الموسيقى بلا حدود.', 'Une journée de musique illimitée.', 'Ein Tag Musik ohne Grenzen.', 'Un día de música ilimitada.', 'O zi de muzică nelimitată.'),
  credits: t('Pick the tracks you want each week and keep listening.', 'اختر المقاطع التي تريدها كل أسبوع وواصل الاستماع.', 'Choisissez les titres que vous voulez chaque semaine.', 'Wähle jede Woche die Titel, die du willst.', 'Elige las canciones que quieras cada semana.', 'Alege piesele pe care le vrei în fiecare săptămână.'),
  creditsMonth: t('Credits every month that add up when you do not use them.', 'رصيد كل شهر يتراكم إذا لم تستخدمه.', 'Des crédits chaque mois, cumulables s’ils ne sont pas utilisés.', 'Jeden Monat Guthaben, das sich ansammelt, wenn du es nicht nutzt.', 'Créditos cada mes que se acumulan si no los usas.', 'Credite în fiecare lună, care se adună dacă nu le folosești.'),
  audiobooks: t('Every audiobook of the catalogue, chapter after chapter.', 'كل الكتب الصوتية في الكتالوج، فصلًا بعد فصل.', 'Tous les livres audio du catalogue, chapitre après chapitre.', 'Alle Hörbücher des Katalogs, Kapitel für Kapitel.', 'Todos los audiolibros del catálogo, capítulo a capítulo.', 'Toate cărțile audio din catalog, capitol cu capitol.'),
  quote: t('A quote to start the day, by text message.', 'اقتباس لبداية يومك برسالة نصية.', 'Une citation par SMS pour bien commencer la journée.', 'Ein Zitat per SMS für einen guten Start in den Tag.', 'Una cita por SMS para empezar el día.', 'Un citat prin SMS pentru începutul zilei.'),
  weather: t('The local forecast by text message every morning.', 'توقعات الطقس المحلية برسالة نصية كل صباح.', 'La météo locale par SMS chaque matin.', 'Das lokale Wetter jeden Morgen per SMS.', 'El tiempo local por SMS cada mañana.', 'Prognoza locală prin SMS în fiecare dimineață.'),
  hifi: t('Lossless studio sound for members of the premium level.', 'صوت استوديو دون فقدان للجودة لمشتركي المستوى المميز.', 'Un son studio sans perte pour les abonnés premium.', 'Verlustfreier Studioklang für Premium-Mitglieder.', 'Sonido de estudio sin pérdidas para el nivel premium.', 'Sunet de studio fără pierderi pentru nivelul premium.'),
};

// biome-ignore format: one type per line
export const SEED_SUBSCRIPTION_TYPES: Record<string, SeedSubscriptionType[]> = {
  demo: [
    { slug: 'all-access', titles: t('All Access', 'وصول كامل', 'Accès intégral', 'Voller Zugang', 'Acceso total', 'Acces complet'), group: { slug: 'music', level: 1 }, billingCycle: 'P1M', price: eur(9.99), promotionPrice: eur(7.99), contingents: unlimited('FULL_TRACK_MUSIC', 'AUDIO_BOOK', 'VIDEO', 'GAME'), sort: 10, desc: DESC.allAccess, bullets: ['unlimitedMusic', 'audiobooks', 'filmsSeries', 'games', 'offline', 'cancelAnytime'], category: ['music', 'audiobooks', 'video', 'games'], icon: playlist('focus-flow'), background: playlist('road-trip') },
    { slug: 'all-access-yearly', titles: t('All Access Year', 'وصول كامل لسنة', 'Accès intégral annuel', 'Voller Zugang Jahr', 'Acceso total anual', 'Acces complet anual'), group: { slug: 'music', level: 1 }, billingCycle: 'P1Y', price: eur(99.9), promotionPrice: eur(79.9), contingents: unlimited('FULL_TRACK_MUSIC', 'AUDIO_BOOK', 'VIDEO', 'GAME'), sort: 5, bestValue: true, desc: DESC.allAccessYearVideo, bullets: ['unlimitedMusic', 'audiobooks', 'filmsSeries', 'games', 'twoMonthsFree'], category: ['music', 'audiobooks', 'video', 'games'], icon: playlist('focus-flow'), background: playlist('late-night') },
    { slug: 'music-monthly', titles: t('Music Unlimited', 'موسيقى بلا حدود', 'Musique illimitée', 'Musik unbegrenzt', 'Música ilimitada', 'Muzică nelimitată'), group: { slug: 'music', level: 0 }, billingCycle: 'P1M', price: eur(4.99), trial: 'P7D', contingents: unlimited('FULL_TRACK_MUSIC'), sort: 20, isDefault: true, desc: DESC.music, bullets: ['trialWeek', 'unlimitedMusic', 'offline', 'cancelAnytime'], category: ['music'], icon: playlist('road-trip') },
    { slug: 'music-weekly', titles: t('Music Week Pass', 'تصريح الموسيقى الأسبوعي', 'Pass musique semaine', 'Musik-Wochenpass', 'Pase semanal de música', 'Abonament muzical săptămânal'), group: { slug: 'music', level: 0 }, billingCycle: 'P7D', price: eur(1.49), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 30, desc: DESC.week, bullets: ['unlimitedMusic', 'cancelAnytime'], category: ['music'], icon: playlist('late-night') },
    { slug: 'music-daily', titles: t('Music Day Pass', 'تصريح الموسيقى اليومي', 'Pass musique journée', 'Musik-Tagespass', 'Pase diario de música', 'Abonament muzical zilnic'), group: { slug: 'music', level: 0 }, billingCycle: 'P1D', price: eur(0.39), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 35, desc: DESC.day, bullets: ['dayPass'], category: ['music'], icon: playlist('late-night') },
    { slug: 'music-credits-weekly', titles: t('Music Credits', 'رصيد الموسيقى', 'Crédits musique', 'Musikguthaben', 'Créditos de música', 'Credite muzicale'), billingCycle: 'P7D', price: eur(0.99), contingents: credits(10), sort: 40, desc: DESC.credits, bullets: ['credits10', 'offline'], category: ['music'], icon: playlist('road-trip') },
    { slug: 'audiobooks-monthly', titles: t('Audiobooks Unlimited', 'كتب صوتية بلا حدود', 'Livres audio illimités', 'Hörbücher unbegrenzt', 'Audiolibros ilimitados', 'Cărți audio nelimitate'), billingCycle: 'P1M', price: eur(6.99), promotionPrice: eur(4.99), contingents: unlimited('AUDIO_BOOK'), sort: 50, desc: DESC.audiobooks, bullets: ['audiobooks', 'offline', 'cancelAnytime'], category: ['audiobooks'], icon: { kind: 'audiobook', slug: 'the-silent-forest' } },
    { slug: 'films-series', titles: t('Films & Series', 'أفلام ومسلسلات', 'Films et séries', 'Filme & Serien', 'Películas y series', 'Filme și seriale'), billingCycle: 'P1M', price: eur(5.99), contingents: unlimited('VIDEO'), sort: 55, desc: DESC.films, bullets: ['filmsSeries', 'cancelAnytime'], category: ['video'], icon: { kind: 'video', slug: 'the-clockmaker' }, background: { kind: 'series', slug: 'harbour-lights' } },
    { slug: 'games-pass', titles: t('Games Pass', 'تصريح الألعاب', 'Pass Jeux', 'Spielepass', 'Pase de juegos', 'Abonament jocuri'), billingCycle: 'P1M', price: eur(3.99), contingents: unlimited('GAME'), sort: 57, desc: DESC.games, bullets: ['games', 'cancelAnytime'], category: ['games'], icon: { kind: 'game', slug: 'pixel-knights' }, background: { kind: 'game', slug: 'neon-drift' } },
    { slug: 'hifi-addon', titles: t('Studio Sound', 'صوت الاستوديو', 'Son studio', 'Studioklang', 'Sonido de estudio', 'Sunet de studio'), billingCycle: 'P1M', price: eur(1.99), contingents: [], sort: 60, premiumOnly: true, desc: DESC.hifi, bullets: ['studioSound'], category: ['music'], icon: playlist('focus-flow') },
    { slug: 'daily-quote-service', kind: 'INFO_SERVICE', titles: t('Daily quote', 'اقتباس اليوم', 'Citation du jour', 'Zitat des Tages', 'Cita del día', 'Citatul zilei'), billingCycle: 'P1D', price: eur(0.49), contingents: [], sort: 70, infoService: 'daily-quote', desc: DESC.quote, bullets: ['dailyMessage', 'cancelAnytime'], category: ['info-services'], icon: { kind: 'info-service', slug: 'daily-quote' }, externalProviderCode: 'NORDIC-MOBILE' },
    { slug: 'music-news-alerts', titles: t('Music News Alerts', 'تنبيهات أخبار الموسيقى', 'Alertes actus musique', 'Musik-News-Alarm', 'Alertas de noticias musicales', 'Alerte știri muzicale'), billingCycle: 'P7D', price: eur(0.99), contingents: [], sort: 75, desc: CT.alertsDesc, bullets: ['cancelAnytime'], category: ['alerts'], icon: playlist('late-night'), consents: ALERT_CONSENTS, doubleOptIn: true },
    { slug: 'streambox-partner', titles: t('StreamBox TV', 'StreamBox TV', 'StreamBox TV', 'StreamBox TV', 'StreamBox TV', 'StreamBox TV'), billingCycle: 'P1M', price: eur(5.99), contingents: [], sort: 80, desc: CT.streamboxDesc, bullets: ['cancelAnytime'], category: ['partner'], icon: playlist('road-trip'), partner: PARTNERS.streambox, externalProviderCode: 'STREAMBOX' },
  ],
  acme: [
    { slug: 'acme-music', titles: t('Acme Music', 'Acme Music', 'Acme Musique', 'Acme Musik', 'Acme Música', 'Acme Muzică'), group: { slug: 'acme-music', level: 0 }, billingCycle: 'P1M', price: eur(3.99), trial: 'P7D', contingents: unlimited('FULL_TRACK_MUSIC'), sort: 10, isDefault: true, desc: DESC.music, bullets: ['trialWeek', 'unlimitedMusic', 'cancelAnytime'], category: ['music'], icon: playlist('douceur-du-soir') },
    { slug: 'acme-music-yearly', titles: t('Acme Music Year', 'Acme Music لسنة', 'Acme Musique annuel', 'Acme Musik Jahr', 'Acme Música anual', 'Acme Muzică anual'), group: { slug: 'acme-music', level: 1 }, billingCycle: 'P1Y', price: eur(39.9), promotionPrice: eur(34.9), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 5, bestValue: true, desc: DESC.allAccessYear, bullets: ['unlimitedMusic', 'twoMonthsFree'], category: ['music'], icon: playlist('douceur-du-soir') },
    { slug: 'acme-day', titles: t('Acme Day Pass', 'تصريح Acme اليومي', 'Pass Acme journée', 'Acme-Tagespass', 'Pase diario Acme', 'Abonament Acme zilnic'), group: { slug: 'acme-music', level: 0 }, billingCycle: 'P1D', price: eur(0.29), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 30, desc: DESC.day, bullets: ['dayPass'], category: ['music'], icon: playlist('douceur-du-soir') },
    { slug: 'acme-credits-weekly', titles: t('Acme Credits', 'رصيد Acme', 'Crédits Acme', 'Acme-Guthaben', 'Créditos Acme', 'Credite Acme'), billingCycle: 'P7D', price: eur(0.79), contingents: credits(10), sort: 40, desc: DESC.credits, bullets: ['credits10'], category: ['music'], icon: playlist('douceur-du-soir'), carrierConfirmation: 'Acme Mobile' },
    { slug: 'acme-credits-monthly', titles: t('Acme Credits Plus', 'رصيد Acme بلس', 'Crédits Acme Plus', 'Acme-Guthaben Plus', 'Créditos Acme Plus', 'Credite Acme Plus'), billingCycle: 'P1M', price: eur(2.49), contingents: credits(20), accumulate: true, sort: 45, desc: DESC.creditsMonth, bullets: ['credits20'], category: ['music'], icon: playlist('douceur-du-soir') },
    { slug: 'meteo-locale-service', kind: 'INFO_SERVICE', titles: t('Local weather', 'الطقس المحلي', 'Météo locale', 'Lokales Wetter', 'Tiempo local', 'Vremea locală'), billingCycle: 'P1D', price: eur(0.99), contingents: [], sort: 70, infoService: 'meteo-locale', desc: DESC.weather, bullets: ['dailyMessage', 'cancelAnytime'], category: ['info-services'], icon: { kind: 'info-service', slug: 'meteo-locale' }, externalProviderCode: 'TELCO-FRANCE' },
    { slug: 'acme-concert-alerts', titles: t('Concert Alerts', 'تنبيهات الحفلات', 'Alertes concerts', 'Konzert-Alarm', 'Alertas de conciertos', 'Alerte concerte'), billingCycle: 'P7D', price: eur(0.79), contingents: [], sort: 75, desc: CT.alertsDesc, bullets: ['cancelAnytime'], category: ['alerts'], icon: playlist('douceur-du-soir'), consents: ALERT_CONSENTS, doubleOptIn: true },
    { slug: 'acme-kiosque-partner', titles: t('Press Kiosk', 'كشك الصحافة', 'Kiosque Presse', 'Presse-Kiosk', 'Quiosco de prensa', 'Chioșc de presă'), billingCycle: 'P1M', price: eur(4.49), contingents: [], sort: 80, desc: CT.kiosqueDesc, bullets: ['cancelAnytime'], category: ['partner'], icon: playlist('douceur-du-soir'), partner: PARTNERS.kiosque, externalProviderCode: 'KIOSQUE-PLUS' },
  ],
};

import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

// biome-ignore format: one item per line
const games = [
  ...itemsOf('arcade', [
    ['brick-breaker', 0, t('Brick Breaker', 'كاسر الطوب', 'Casse-briques', 'Mauerbrecher', 'Rompeladrillos', 'Spărgătorul de cărămizi'), G.arcade, { publisher: 'pixel-forge' }],
    ['snake-classic', 0, t('Snake Classic', 'الثعبان الكلاسيكي', 'Snake classique', 'Snake Classic', 'Serpiente clásica', 'Șarpele clasic'), G.casual, { publisher: 'tiny-lion' }],
    ['tile-match', 0, t('Tile Match', 'مطابقة البلاط', 'Tuiles assorties', 'Kachel-Match', 'Une las fichas', 'Potrivește plăcile'), G.puzzle, { publisher: 'tiny-lion' }],
  ]),
  ...itemsOf('publisher', [
    ['pixel-forge', 0, same('Pixel Forge')],
    ['north-star-games', 0, same('North Star Games')],
    ['tiny-lion', 0, same('Tiny Lion Studio')],
  ]),
];

// biome-ignore format: one item per line
const news = [
  ...itemsOf('article-category', [
    ['music-news', 0, t('Music news', 'أخبار الموسيقى', 'Actu musique', 'Musiknachrichten', 'Noticias musicales', 'Știri muzicale'), undefined, { section: 'news' }],
    ['releases', 0, t('New releases', 'إصدارات جديدة', 'Nouvelles sorties', 'Neuerscheinungen', 'Novedades', 'Lansări noi'), undefined, { section: 'news', category: 'music-news' }],
    ['games-news', 0, t('Games news', 'أخبار الألعاب', 'Actu jeux', 'Spielenachrichten', 'Noticias de juegos', 'Știri despre jocuri'), undefined, { section: 'news' }],
    ['esports', 0, t('Esports', 'الرياضات الإلكترونية', 'Esport', 'E-Sport', 'Deportes electrónicos', 'Esports'), undefined, { section: 'news', category: 'games-news' }],
  ]),
  ...itemsOf('article', [
    ['nora-vale-new-album', 0, t('Nora Vale announces a new album', 'نورا فيل تعلن عن ألبوم جديد', 'Nora Vale annonce un nouvel album', 'Nora Vale kündigt neues Album an', 'Nora Vale anuncia un nuevo álbum', 'Nora Vale anunță un album nou'), same('Nora Vale'), { section: 'news', category: 'music-news', subcategory: 'releases', premium: false, body: t('The new record arrives in autumn.\n\nTen tracks, recorded live in one week.', 'يصدر الألبوم الجديد في الخريف.\n\nعشرة مقاطع سُجّلت مباشرة في أسبوع واحد.', 'Le nouveau disque sort à l’automne.\n\nDix titres enregistrés en live en une semaine.', 'Die neue Platte erscheint im Herbst.\n\nZehn Titel, live in einer Woche aufgenommen.', 'El nuevo disco llega en otoño.\n\nDiez canciones grabadas en directo en una semana.', 'Noul disc apare în toamnă.\n\nZece piese înregistrate live într-o săptămână.') }],
    ['spring-cup-record', 0, t('A new lap record at the Spring Cup', 'رقم قياسي جديد في كأس الربيع', 'Nouveau record du tour à la Coupe du printemps', 'Neuer Rundenrekord beim Frühlingspokal', 'Nuevo récord de vuelta en la Copa de primavera', 'Record nou de tur la Cupa de primăvară'), same('Sky Racer'), { section: 'news', category: 'games-news', subcategory: 'esports', premium: false }],
  ]),
];

// biome-ignore format: one item per line
const commerce = [
  ...itemsOf('app', [
    ['weather-now', 0, t('Weather Now', 'الطقس الآن', 'Météo maintenant', 'Wetter jetzt', 'El tiempo ahora', 'Vremea acum'), same('Skyline Apps'), { appType: 'partner' }],
    ['quiz-night', 0, t('Quiz Night', 'ليلة المسابقات', 'Soirée quiz', 'Quizabend', 'Noche de preguntas', 'Seara de quiz'), same('Brainy Co.'), { appType: 'partner' }],
    ['photo-lab', 0, t('Photo Lab', 'مختبر الصور', 'Labo photo', 'Fotolabor', 'Laboratorio de fotos', 'Laborator foto'), same('Lumen Dev'), { appType: 'pd' }],
  ]),
  ...itemsOf('mp-category', [
    ['headphones', 0, t('Headphones', 'سماعات', 'Casques', 'Kopfhörer', 'Auriculares', 'Căști')],
    ['gift-cards', 0, t('Gift cards', 'بطاقات هدايا', 'Cartes cadeaux', 'Geschenkkarten', 'Tarjetas regalo', 'Carduri cadou')],
  ]),
  ...itemsOf('product', [
    ['studio-one-headphones', 0, { ...same('Studio One'), ar: 'سماعات Studio One' }, t('Over-ear headphones', 'سماعات فوق الأذن', 'Casque circum-auriculaire', 'Over-Ear-Kopfhörer', 'Auriculares de diadema', 'Căști over-ear'), { genre: 'headphones', price: eur(89.9) }],
    ['pocket-buds', 0, { ...same('Pocket Buds'), ar: 'سماعات Pocket Buds' }, t('Wireless earbuds', 'سماعات أذن لاسلكية', 'Écouteurs sans fil', 'Kabellose Ohrhörer', 'Auriculares inalámbricos', 'Căști wireless'), { genre: 'headphones', price: eur(49) }],
    ['gift-card-25', 0, t('Gift card 25', 'بطاقة هدية ٢٥', 'Carte cadeau 25', 'Geschenkkarte 25', 'Tarjeta regalo 25', 'Card cadou 25'), same('Demo Media'), { genre: 'gift-cards', price: eur(25) }],
    ['gift-card-50', 0, t('Gift card 50', 'بطاقة هدية ٥٠', 'Carte cadeau 50', 'Geschenkkarte 50', 'Tarjeta regalo 50', 'Card cadou 50'), same('Demo Media'), { genre: 'gift-cards', price: eur(50) }],
  ]),
  ...itemsOf('partner', [['city-telecom', 0, same('City Telecom'), t('Mobile partner', 'شريك الهاتف المحمول', 'Partenaire mobile', 'Mobilfunkpartner', 'Socio móvil', 'Partener mobil')]]),
  ...itemsOf('info-service', [
    ['traffic-alerts', 0, t('Traffic alerts', 'تنبيهات المرور', 'Alertes trafic', 'Verkehrsmeldungen', 'Alertas de tráfico', 'Alerte de trafic'), same('City Telecom'), { partner: 'city-telecom', price: eur(0.99) }],
    ['football-scores', 0, t('Football scores', 'نتائج كرة القدم', 'Scores de foot', 'Fußballergebnisse', 'Resultados de fútbol', 'Scoruri de fotbal'), same('City Telecom'), { partner: 'city-telecom', price: eur(1.49) }],
  ]),
  ...itemsOf('voucher-book', [['summer-deals', 0, t('Summer deals', 'عروض الصيف', "Bons plans de l'été", 'Sommerangebote', 'Ofertas de verano', 'Oferte de vară')]]),
  ...itemsOf('voucher-category', [
    ['food-drink', 0, t('Food & drink', 'طعام وشراب', 'Restauration', 'Essen & Trinken', 'Comida y bebida', 'Mâncare și băutură')],
    ['entertainment', 0, t('Entertainment', 'ترفيه', 'Loisirs', 'Unterhaltung', 'Ocio', 'Divertisment')],
  ]),
  ...itemsOf('voucher', [
    ['pizza-two-for-one', 0, t('Two pizzas for one', 'بيتزا مجانية مع الثانية', 'Deux pizzas pour le prix d’une', 'Zwei Pizzen zum Preis von einer', 'Dos pizzas por una', 'Două pizza la preț de una'), same('Pizza Nova'), { book: 'summer-deals', genre: 'food-drink', price: eur(2), availableNo: 120, discountPercentage: 50 }],
    ['cinema-ticket', 0, t('Cinema ticket −30 %', 'تذكرة سينما بخصم ٣٠٪', 'Place de cinéma −30 %', 'Kinoticket −30 %', 'Entrada de cine −30 %', 'Bilet la cinema −30 %'), same('Cine Max'), { book: 'summer-deals', genre: 'entertainment', price: eur(3), availableNo: 80, discountPercentage: 30 }],
    ['bowling-night', 0, t('Bowling night', 'ليلة البولينغ', 'Soirée bowling', 'Bowlingabend', 'Noche de bolos', 'Seară de bowling'), same('Strike Zone'), { book: 'summer-deals', genre: 'entertainment', price: eur(4), availableNo: 40, discountPercentage: 25 }],
  ]),
];

/** Demo's arcade games and first publishers, news, apps, marketplace, partners and vouchers. */
export const DEMO_ARCADE_NEWS_SHOP: SeedItem[] = [...games, ...news, ...commerce];

import { hashString } from './random.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** A vinyl record: "(LP)" everywhere, "(أسطوانة)" in Arabic, as the Arabic titles of records read. */
const lp = (title: string) => ({ ...same(`${title} (LP)`), ar: `${title} (أسطوانة)` });
const MOBILE_PARTNER = t(
  'Mobile partner',
  'شريك الهاتف المحمول',
  'Partenaire mobile',
  'Mobilfunkpartner',
  'Socio móvil',
  'Partener mobil',
);

// biome-ignore format: one item per line
const apps = itemsOf('app', [
  ['recipe-box', 0, t('Recipe Box', 'صندوق الوصفات', 'Boîte à recettes', 'Rezeptbox', 'Caja de recetas', 'Cutia cu rețete'), same('Kitchen Labs'), { appType: 'partner' }],
  ['fit-track', 0, { ...same('FitTrack'), ar: 'فِت تراك' }, same('Pulse Health'), { appType: 'pd', price: eur(2.99) }],
  ['language-buddy', 0, t('Language Buddy', 'رفيق اللغات', 'Copain des langues', 'Sprachbuddy', 'Compañero de idiomas', 'Prietenul limbilor'), same('Polyglot Inc.'), { appType: 'partner' }],
  ['star-gazer', 0, t('Star Gazer', 'مراقب النجوم', 'Observateur d’étoiles', 'Sternengucker', 'Observador de estrellas', 'Privitorul stelelor'), same('Lumen Dev'), { appType: 'pd', price: eur(1.99) }],
  ['budget-planner', 10, t('Budget Planner', 'مخطط الميزانية', 'Planificateur de budget', 'Budgetplaner', 'Planificador de presupuesto', 'Planificator de buget'), same('Coin Works'), { appType: 'partner' }],
  ['night-radio', 20, t('Night Radio', 'راديو الليل', 'Radio de nuit', 'Nachtradio', 'Radio nocturna', 'Radio de noapte'), same('City Telecom'), { appType: 'partner' }],
  ['scary-stories', 30, t('Scary Stories', 'قصص مرعبة', 'Histoires qui font peur', 'Gruselgeschichten', 'Historias de miedo', 'Povești de groază'), same('Dark Ink'), { appType: 'pd', price: eur(0.99) }],
  ['meet-now', 40, t('Meet Now', 'تعارف الآن', 'Rencontres maintenant', 'Jetzt kennenlernen', 'Conoce gente ahora', 'Cunoștințe acum'), same('Spark Social'), { appType: 'pd' }],
  ['kids-draw', 0, t('Kids Draw', 'رسم الأطفال', 'Dessins d’enfants', 'Kinder malen', 'Dibujos infantiles', 'Copiii desenează'), same('Tiny Lion Studio'), { appType: 'partner' }],
]);

// biome-ignore format: one item per line
const marketplace = [
  ...itemsOf('mp-category', [
    ['speakers', 0, t('Speakers', 'مكبرات الصوت', 'Enceintes', 'Lautsprecher', 'Altavoces', 'Boxe')],
    ['merch', 0, t('Merchandise', 'منتجات تذكارية', 'Produits dérivés', 'Fanartikel', 'Merchandising', 'Produse promoționale')],
    ['vinyl', 0, t('Vinyl records', 'أسطوانات الفينيل', 'Vinyles', 'Schallplatten', 'Discos de vinilo', 'Discuri de vinil')],
  ]),
  ...itemsOf('product', [
    ['boom-cube', 0, { ...same('Boom Cube'), ar: 'مكبر الصوت Boom Cube' }, t('Portable speaker', 'مكبر صوت محمول', 'Enceinte portable', 'Tragbarer Lautsprecher', 'Altavoz portátil', 'Boxă portabilă'), { genre: 'speakers', price: eur(59) }],
    ['room-one', 0, { ...same('Room One'), ar: 'مكبر الصوت Room One' }, t('Smart speaker', 'مكبر صوت ذكي', 'Enceinte connectée', 'Smarter Lautsprecher', 'Altavoz inteligente', 'Boxă inteligentă'), { genre: 'speakers', price: eur(129) }],
    ['soundbar-s', 0, { ...same('Soundbar S'), ar: 'مكبر الصوت الشريطي Soundbar S' }, t('Soundbar', 'مكبر صوت شريطي', 'Barre de son', 'Soundbar', 'Barra de sonido', 'Soundbar'), { genre: 'speakers', price: eur(199) }],
    ['demo-t-shirt', 0, t('Demo Media T-shirt', 'قميص Demo Media', 'T-shirt Demo Media', 'Demo-Media-T-Shirt', 'Camiseta Demo Media', 'Tricou Demo Media'), same('Demo Media'), { genre: 'merch', price: eur(19.9) }],
    ['tote-bag', 0, t('Tote bag', 'حقيبة قماشية', 'Tote bag', 'Stoffbeutel', 'Bolsa de tela', 'Sacoșă de pânză'), same('Demo Media'), { genre: 'merch', price: eur(12) }],
    ['coffee-mug', 0, t('Coffee mug', 'كوب قهوة', 'Mug', 'Kaffeebecher', 'Taza de café', 'Cană de cafea'), same('Demo Media'), { genre: 'merch', price: eur(9.5) }],
    ['vinyl-paper-planes', 0, lp('Paper Planes'), same('Harper Quinn'), { genre: 'vinyl', price: eur(24.9) }],
    ['vinyl-layali-dimashq', 10, { ...same('Layali Dimashq (LP)'), ar: 'ليالي دمشق (أسطوانة)' }, { ...same('Fairouz Al-Sham'), ar: 'فيروز الشام' }, { genre: 'vinyl', price: eur(26.9) }],
    ['vinyl-les-heures-bleues', 20, lp('Les Heures bleues'), same('Céleste Fournier'), { genre: 'vinyl', price: eur(24.9) }],
    ['vinyl-blocul-7', 30, lp('Blocul 7'), same('Mihai Țurcanu'), { genre: 'vinyl', price: eur(22.5) }],
    ['vinyl-signal-lost', 40, lp('Signal Lost'), same('Skylark Avenue'), { genre: 'vinyl', price: eur(27) }],
  ]),
];

// biome-ignore format: one item per line
const partners = [
  ...itemsOf('partner', [
    ['nordic-mobile', 0, same('Nordic Mobile'), MOBILE_PARTNER],
    ['sol-fiber', 0, same('Sol Fiber'), t('Internet partner', 'شريك الإنترنت', 'Partenaire internet', 'Internetpartner', 'Socio de internet', 'Partener de internet')],
  ]),
  ...itemsOf('info-service', [
    ['daily-quote', 0, t('Daily quote', 'اقتباس اليوم', 'Citation du jour', 'Zitat des Tages', 'Cita del día', 'Citatul zilei'), same('Nordic Mobile'), { partner: 'nordic-mobile', price: eur(0.49) }],
    ['cinema-listings', 0, t('Cinema listings', 'مواعيد السينما', 'Programme cinéma', 'Kinoprogramm', 'Cartelera de cine', 'Program cinema'), same('Sol Fiber'), { partner: 'sol-fiber', price: eur(0.99) }],
    ['prayer-times', 0, t('Prayer times', 'مواقيت الصلاة', 'Heures de prière', 'Gebetszeiten', 'Horarios de oración', 'Orele de rugăciune'), same('Nordic Mobile'), { partner: 'nordic-mobile', price: eur(0.5) }],
    ['lottery-results', 40, t('Lottery results', 'نتائج اليانصيب', 'Résultats du loto', 'Lottozahlen', 'Resultados de la lotería', 'Rezultatele loteriei'), same('Sol Fiber'), { partner: 'sol-fiber', price: eur(0.99) }],
    ['weather-warnings', 0, t('Weather warnings', 'تحذيرات الطقس', 'Alertes météo', 'Unwetterwarnungen', 'Avisos meteorológicos', 'Avertizări meteo'), same('Nordic Mobile'), { partner: 'nordic-mobile', price: eur(0.49) }],
    ['exchange-rates', 0, t('Exchange rates', 'أسعار الصرف', 'Taux de change', 'Wechselkurse', 'Tipos de cambio', 'Cursuri de schimb'), same('Sol Fiber'), { partner: 'sol-fiber', price: eur(0.79) }],
  ]),
];

// biome-ignore format: one item per line
const voucherGroups = [
  ...itemsOf('voucher-book', [
    ['winter-treats', 0, t('Winter treats', 'متع الشتاء', 'Douceurs d’hiver', 'Winterfreuden', 'Caprichos de invierno', 'Răsfățuri de iarnă')],
    ['city-pass', 0, t('City pass', 'بطاقة المدينة', 'Pass ville', 'Stadtpass', 'Pase urbano', 'Pas urban')],
  ]),
  ...itemsOf('voucher-category', [
    ['travel-deals', 0, t('Travel', 'سفر', 'Voyage', 'Reisen', 'Viajes', 'Călătorii')],
    ['wellness', 0, t('Wellness', 'عافية', 'Bien-être', 'Wellness', 'Bienestar', 'Stare de bine')],
    ['shopping', 0, t('Shopping', 'تسوق', 'Shopping', 'Shopping', 'Compras', 'Cumpărături')],
  ]),
];

// biome-ignore format: one voucher per line
const VOUCHERS: [slug: string, rating: 0 | 10 | 20 | 30 | 40, titles: ReturnType<typeof t>, merchant: string, book: string, category: string, price: number, discount: number][] = [
  ['coffee-with-cake', 0, t('Free coffee with any cake', 'قهوة مجانية مع أي كعكة', 'Café offert pour toute pâtisserie', 'Gratis Kaffee zu jedem Kuchen', 'Café gratis con cualquier pastel', 'Cafea gratuită la orice prăjitură'), 'Café Lumière', 'winter-treats', 'food-drink', 1, 100],
  ['sushi-20', 0, t('Sushi −20 %', 'سوشي بخصم ٢٠٪', 'Sushi −20 %', 'Sushi −20 %', 'Sushi −20 %', 'Sushi −20 %'), 'Sora Sushi', 'city-pass', 'food-drink', 2, 20],
  ['brunch-for-two', 0, t('Brunch for two', 'فطور متأخر لشخصين', 'Brunch pour deux', 'Brunch für zwei', 'Brunch para dos', 'Brunch pentru doi'), 'Sunny Side', 'summer-deals', 'food-drink', 3, 25],
  ['cocktails-two-for-one', 40, t('Two cocktails for one', 'كوكتيلان بسعر واحد', 'Deux cocktails pour le prix d’un', 'Zwei Cocktails zum Preis von einem', 'Dos cócteles por uno', 'Două cocktailuri la preț de unul'), 'Night Owl Bar', 'city-pass', 'food-drink', 2, 50],
  ['escape-room', 30, t('Escape room −25 %', 'غرفة الهروب بخصم ٢٥٪', 'Escape game −25 %', 'Escape-Room −25 %', 'Sala de escape −25 %', 'Cameră de evadare −25 %'), 'Lock & Key', 'city-pass', 'entertainment', 3, 25],
  ['concert-ticket', 10, t('Concert ticket −15 %', 'تذكرة حفلة بخصم ١٥٪', 'Billet de concert −15 %', 'Konzertticket −15 %', 'Entrada de concierto −15 %', 'Bilet la concert −15 %'), 'Arena Live', 'summer-deals', 'entertainment', 2, 15],
  ['mini-golf', 0, t('Mini golf for four', 'ميني غولف لأربعة', 'Mini-golf pour quatre', 'Minigolf für vier', 'Minigolf para cuatro', 'Minigolf pentru patru'), 'Green Loop', 'summer-deals', 'entertainment', 4, 30],
  ['karting-laps', 20, t('Two extra karting laps', 'لفتان إضافيتان في الكارتينغ', 'Deux tours de karting offerts', 'Zwei Extrarunden Kart', 'Dos vueltas extra de karting', 'Două ture de karting în plus'), 'Kart Arena', 'city-pass', 'entertainment', 2, 20],
  ['city-break', 0, t('City break −10 %', 'عطلة في المدينة بخصم ١٠٪', 'Escapade urbaine −10 %', 'Städtetrip −10 %', 'Escapada urbana −10 %', 'Vacanță în oraș −10 %'), 'Wander Travel', 'winter-treats', 'travel-deals', 5, 10],
  ['train-upgrade', 0, t('Free first-class upgrade', 'ترقية مجانية إلى الدرجة الأولى', 'Surclassement gratuit en première', 'Kostenloses Upgrade in die 1. Klasse', 'Mejora gratuita a primera clase', 'Upgrade gratuit la clasa întâi'), 'Rail Express', 'winter-treats', 'travel-deals', 3, 100],
  ['museum-pass', 0, t('Museum pass −30 %', 'بطاقة المتاحف بخصم ٣٠٪', 'Pass musées −30 %', 'Museumspass −30 %', 'Pase de museos −30 %', 'Permis pentru muzee −30 %'), 'City Museums', 'city-pass', 'travel-deals', 2, 30],
  ['spa-day', 10, t('Spa day −20 %', 'يوم في المنتجع الصحي بخصم ٢٠٪', 'Journée spa −20 %', 'Spa-Tag −20 %', 'Día de spa −20 %', 'Zi la spa −20 %'), 'Blue Lagoon Spa', 'winter-treats', 'wellness', 4, 20],
  ['first-yoga-class', 0, t('First yoga class free', 'أول حصة يوغا مجانًا', 'Premier cours de yoga offert', 'Erste Yogastunde gratis', 'Primera clase de yoga gratis', 'Prima oră de yoga gratuită'), 'Lotus Studio', 'winter-treats', 'wellness', 1, 100],
  ['massage-30', 0, t('30-minute massage −25 %', 'تدليك لمدة ٣٠ دقيقة بخصم ٢٥٪', 'Massage de 30 minutes −25 %', '30-Minuten-Massage −25 %', 'Masaje de 30 minutos −25 %', 'Masaj de 30 de minute −25 %'), 'Calm Hands', 'city-pass', 'wellness', 3, 25],
  ['books-10', 0, t('Books −10 %', 'كتب بخصم ١٠٪', 'Livres −10 %', 'Bücher −10 %', 'Libros −10 %', 'Cărți −10 %'), 'Page Turner', 'winter-treats', 'shopping', 1, 10],
  ['sneakers-15', 0, t('Sneakers −15 %', 'أحذية رياضية بخصم ١٥٪', 'Baskets −15 %', 'Sneaker −15 %', 'Zapatillas −15 %', 'Încălțăminte sport −15 %'), 'Run Street', 'summer-deals', 'shopping', 2, 15],
  ['flower-bouquet', 0, t('Bouquet of flowers −20 %', 'باقة زهور بخصم ٢٠٪', 'Bouquet de fleurs −20 %', 'Blumenstrauß −20 %', 'Ramo de flores −20 %', 'Buchet de flori −20 %'), 'Petal & Stem', 'city-pass', 'shopping', 2, 20],
];

const vouchers: SeedItem[] = VOUCHERS.map(
  ([slug, rating, titles, merchant, book, genre, price, discount]) => ({
    kind: 'voucher',
    slug,
    rating,
    titles,
    subtitles: same(merchant),
    // Stock is a stable number from the slug, so some vouchers run low.
    props: {
      book,
      genre,
      price: eur(price),
      availableNo: 5 + (hashString(slug) % 200),
      discountPercentage: discount,
    },
  }),
);

/** Nine more apps, three marketplace categories with products, partners, info-services and vouchers. */
export const DEMO_COMMERCE: SeedItem[] = [
  ...apps,
  ...marketplace,
  ...partners,
  ...voucherGroups,
  ...vouchers,
];

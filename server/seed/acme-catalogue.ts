import { childrenOf, episodeTitle, numbered } from './derive.ts';
import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, name, t } from './text.ts';

// biome-ignore format: seed data reads best as one item per line
const albums = itemsOf('album', [
  ['rue-des-lilas', 0, t('Lilac Street', 'شارع الليلك', 'Rue des Lilas', 'Fliederstraße', 'Calle de las Lilas', 'Strada Liliacului'), name('Camille Aubert', 'كاميل أوبير')],
  ['sable-chaud', 0, t('Hot Sand', 'رمال ساخنة', 'Sable chaud', 'Heißer Sand', 'Arena caliente', 'Nisip fierbinte'), name('Les Dunes')],
  ['minuit-a-marseille', 10, t('Midnight in Marseille', 'منتصف الليل في مرسيليا', 'Minuit à Marseille', 'Mitternacht in Marseille', 'Medianoche en Marsella', 'Miezul nopții la Marsilia'), name('DJ Calanque')],
  ['floraison-electrique', 0, t('Electric Bloom', 'إزهار كهربائي', 'Floraison électrique', 'Elektrische Blüte', 'Floración eléctrica', 'Înflorire electrică'), name('Volta')],
  ['poussiere-d-etoiles', 0, t('Stardust', 'غبار النجوم', "Poussière d'étoiles", 'Sternenstaub', 'Polvo de estrellas', 'Praf de stele'), name('Élodie Marchand')],
  ['beton-brut', 30, t('Raw Concrete', 'خرسانة خام', 'Béton brut', 'Roher Beton', 'Hormigón crudo', 'Beton brut'), name('Karim 93', 'كريم 93')],
  ['les-saisons', 0, t('The Seasons', 'الفصول', 'Les Saisons', 'Die Jahreszeiten', 'Las estaciones', 'Anotimpurile'), name('Orchestre de Lyon')],
  ['nuits-de-casablanca', 10, t('Casablanca Nights', 'ليالي الدار البيضاء', 'Nuits de Casablanca', 'Nächte in Casablanca', 'Noches de Casablanca', 'Nopțile din Casablanca'), name('Yasmine Alaoui', 'ياسمين العلوي')],
]);

// biome-ignore format: seed data reads best as one item per line
const series = itemsOf('series', [
  ['la-boulangerie', 0, t('The Bakery on Rue Cler', 'مخبز شارع كلير', 'La Boulangerie de la rue Cler', 'Die Bäckerei in der Rue Cler', 'La panadería de la Rue Cler', 'Brutăria de pe Rue Cler'), G.comedy],
  ['ligne-de-frontiere', 30, t('Border Line', 'خط الحدود', 'Ligne de frontière', 'Grenzlinie', 'Línea fronteriza', 'Linia de frontieră'), G.thriller],
  ['secours-en-montagne', 10, t('Alpine Rescue', 'إنقاذ في الجبال', 'Secours en montagne', 'Bergrettung', 'Rescate alpino', 'Salvamont'), G.drama],
  ['code-rouge', 20, t('Code Red', 'الرمز الأحمر', 'Code rouge', 'Code Rot', 'Código rojo', 'Cod roșu'), G.medical],
  ['petits-genies', 0, t('Little Geniuses', 'العباقرة الصغار', 'Petits Génies', 'Kleine Genies', 'Pequeños genios', 'Micile genii'), G.kids],
  ['le-vignoble', 10, t('The Vineyard', 'الكرم', 'Le Vignoble', 'Der Weinberg', 'El viñedo', 'Podgoria'), G.drama],
  ['port-sombre', 40, t('Dark Harbor', 'الميناء المظلم', 'Port sombre', 'Dunkler Hafen', 'Puerto oscuro', 'Portul întunecat'), G.crime],
  ['sahara-express', 10, t('Sahara Express', 'قطار الصحراء السريع', 'Sahara Express', 'Sahara-Express', 'Expreso del Sáhara', 'Expresul Saharei'), G.adventure],
]);

// biome-ignore format: seed data reads best as one item per line
const audiobooks = itemsOf('audiobook', [
  ['le-gardien-du-phare', 0, t('The Lighthouse Keeper', 'حارس المنارة', 'Le Gardien du phare', 'Der Leuchtturmwärter', 'El guardián del faro', 'Paznicul farului'), name('Hélène Roux')],
  ['carte-des-villes-oubliees', 10, t('A Map of Forgotten Cities', 'خريطة المدن المنسية', 'Carte des villes oubliées', 'Karte der vergessenen Städte', 'Mapa de ciudades olvidadas', 'Harta orașelor uitate'), name('Marc Delacroix')],
  ['le-detective-silencieux', 20, t('The Quiet Detective', 'المحقق الصامت', 'Le Détective silencieux', 'Der stille Detektiv', 'El detective silencioso', 'Detectivul tăcut'), name('Sophie Lemaire')],
  ['sel-et-safran', 0, t('Salt and Saffron', 'ملح وزعفران', 'Sel et safran', 'Salz und Safran', 'Sal y azafrán', 'Sare și șofran'), name('Nadia Benali', 'نادية بن علي')],
  ['lettres-d-hiver', 0, t('Winter Letters', 'رسائل الشتاء', "Lettres d'hiver", 'Winterbriefe', 'Cartas de invierno', 'Scrisori de iarnă'), name('Paul Girard')],
  ['les-archives-de-minuit', 30, t('The Midnight Archive', 'أرشيف منتصف الليل', 'Les Archives de minuit', 'Das Mitternachtsarchiv', 'El archivo de medianoche', 'Arhiva de la miezul nopții'), name('Claire Fontaine')],
  ['petit-renard', 0, t('Little Fox Goes Home', 'الثعلب الصغير يعود إلى البيت', 'Petit Renard rentre à la maison', 'Kleiner Fuchs geht nach Hause', 'El zorrito vuelve a casa', 'Vulpița se întoarce acasă'), name('Léa Martin')],
  ['le-port-de-la-lune-de-sang', 40, t('Blood Moon Harbor', 'ميناء القمر الدموي', 'Le Port de la lune de sang', 'Hafen des Blutmonds', 'El puerto de la luna de sangre', 'Portul lunii sângerii'), name('Victor Noir')],
]);

// biome-ignore format: seed data reads best as one item per line
const articles = itemsOf('article', [
  ['mieux-dormir', 0, t('Ten Tips for Better Sleep', 'عشر نصائح لنوم أفضل', 'Dix conseils pour mieux dormir', 'Zehn Tipps für besseren Schlaf', 'Diez consejos para dormir mejor', 'Zece sfaturi pentru un somn mai bun'), G.wellbeing],
  ['nouvelle-ligne-de-metro', 0, t('Inside the New Metro Line', 'داخل خط المترو الجديد', 'Dans les coulisses de la nouvelle ligne de métro', 'Einblick in die neue U-Bahn-Linie', 'Dentro de la nueva línea de metro', 'În culisele noii linii de metrou'), G.city],
  ['velos-electriques', 0, t('The Rise of Electric Bikes', 'صعود الدراجات الكهربائية', "L'essor des vélos électriques", 'Der Aufstieg der E-Bikes', 'El auge de las bicicletas eléctricas', 'Ascensiunea bicicletelor electrice'), G.city],
  ['saison-des-festivals', 10, t('Festival Season Guide', 'دليل موسم المهرجانات', 'Guide de la saison des festivals', 'Festivalsaison-Guide', 'Guía de la temporada de festivales', 'Ghidul sezonului de festivaluri'), G.culture],
  ['streaming-et-musique', 0, t('How Streaming Changed Music', 'كيف غيّر البث الموسيقى', 'Comment le streaming a changé la musique', 'Wie Streaming die Musik veränderte', 'Cómo el streaming cambió la música', 'Cum a schimbat streamingul muzica'), G.culture],
  ['cuisine-de-rue', 0, t("A Chef's Guide to Street Food", 'دليل طاهٍ إلى طعام الشارع', 'Le guide de la cuisine de rue par un chef', 'Streetfood-Guide eines Kochs', 'Guía de comida callejera de un chef', 'Ghidul unui bucătar pentru mâncarea stradală'), G.food],
  ['scene-de-crime', 30, t('Behind the Crime Scene Tape', 'خلف شريط مسرح الجريمة', 'Derrière le ruban de scène de crime', 'Hinter dem Absperrband', 'Tras la cinta policial', 'Dincolo de banda de la locul crimei'), G.crime],
  ['voyager-leger', 0, t('Travel Light, Travel Far', 'سافر خفيفًا، سافر بعيدًا', 'Voyager léger, voyager loin', 'Leicht reisen, weit reisen', 'Viaja ligero, viaja lejos', 'Călătorește ușor, călătorește departe'), G.travel],
]);

// Acme's configuration switches podcasts off (enabledFeatures.flags): these shows and their episodes are in
// the catalogue, and the switch hides them from every rail, search result and link of acme.
// biome-ignore format: seed data reads best as one item per line
const podcasts = itemsOf('podcast', [
  ['voix-de-lyon', 0, t('Voices of Lyon', 'أصوات ليون', 'Les Voix de Lyon', 'Stimmen aus Lyon', 'Voces de Lyon', 'Vocile Lyonului'), G.culture],
  ['cafe-polar', 10, t('Crime Café', 'مقهى الجريمة', 'Café polar', 'Krimi-Café', 'Café negro', 'Cafeneaua polițistă'), G.crime],
  ['histoires-de-quartier', 0, t('Neighbourhood Tales', 'حكايات الحي', 'Histoires de quartier', 'Geschichten aus dem Viertel', 'Historias de barrio', 'Povești de cartier'), G.history],
]);
const episodes = podcasts.flatMap((podcast) =>
  childrenOf('episode', podcast.slug, podcast.rating, numbered(4, episodeTitle)),
);

/** Acme Stream: a French-first catalogue of music, series, audiobooks and articles (and podcasts, switched off). */
export const ACME_ITEMS: SeedItem[] = [
  ...albums,
  ...series,
  ...audiobooks,
  ...articles,
  ...podcasts,
  ...episodes,
];

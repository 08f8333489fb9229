import type { LocaleCode } from '../../contract/locales.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import type { ArticleFamily } from './article-bodies.ts';
import { t } from './text.ts';

type Template = Record<LocaleCode, string>;
const tpl = (en: string, ar: string, fr: string, de: string, es: string, ro: string): Template => ({
  en,
  ar,
  fr,
  de,
  es,
  ro,
});

/** Headline of each article family; {name} is the artist, game, city or product. */
// biome-ignore format: one template per line
export const ARTICLE_TITLES: Record<Exclude<ArticleFamily, 'tournament'>, Template> = {
  release: tpl('{name} announces a new album', '{name} يعلن عن ألبوم جديد', '{name} annonce un nouvel album', '{name} kündigt ein neues Album an', '{name} anuncia un nuevo álbum', '{name} anunță un album nou'),
  concert: tpl('{name} adds new tour dates', '{name} يضيف مواعيد جديدة للجولة', '{name} ajoute des dates à sa tournée', '{name} kündigt neue Tourdaten an', '{name} añade nuevas fechas a su gira', '{name} adaugă noi date în turneu'),
  esports: tpl('{name}: the finals are set', '{name}: تحدّدت النهائيات', '{name} : les finales sont fixées', '{name}: Die Finals stehen fest', '{name}: ya hay finales', '{name}: finalele sunt stabilite'),
  review: tpl('Review: {name}', 'مراجعة: {name}', 'Critique : {name}', 'Test: {name}', 'Análisis: {name}', 'Recenzie: {name}'),
  interview: tpl('Five questions for {name}', 'خمسة أسئلة إلى {name}', 'Cinq questions à {name}', 'Fünf Fragen an {name}', 'Cinco preguntas a {name}', 'Cinci întrebări pentru {name}'),
  travel: tpl('A weekend in {name}', 'عطلة نهاية أسبوع في {name}', 'Un week-end à {name}', 'Ein Wochenende in {name}', 'Un fin de semana en {name}', 'Un weekend în {name}'),
  food: tpl('The flavours of {name}', 'نكهات {name}', 'Les saveurs de {name}', 'Die Aromen von {name}', 'Los sabores de {name}', 'Aromele din {name}'),
  gadget: tpl('Tested: {name}', 'اختبرناه: {name}', 'À l’essai : {name}', 'Im Test: {name}', 'A prueba: {name}', 'Testat: {name}'),
};

/** Tournament news and video headlines. */
// biome-ignore format: one template per line
export const TOURNAMENT_TITLES = {
  registration: tpl('{name}: registration is open', '{name}: التسجيل مفتوح', '{name} : les inscriptions sont ouvertes', '{name}: Die Anmeldung ist offen', '{name}: inscripciones abiertas', '{name}: înscrierile sunt deschise'),
  results: tpl('{name}: the final results', '{name}: النتائج النهائية', '{name} : les résultats', '{name}: die Endergebnisse', '{name}: los resultados finales', '{name}: rezultatele finale'),
  highlights: tpl('{name}: highlights', '{name}: أبرز اللقطات', '{name} : les temps forts', '{name}: die Highlights', '{name}: lo más destacado', '{name}: cele mai bune momente'),
};

/** Cities the travel and food articles visit, in every language. */
// biome-ignore format: one city per line
export const CITIES: LocalizedText[] = [
  t('Lisbon', 'لشبونة', 'Lisbonne', 'Lissabon', 'Lisboa', 'Lisabona'),
  t('Vienna', 'فيينا', 'Vienne', 'Wien', 'Viena', 'Viena'),
  t('Marrakesh', 'مراكش', 'Marrakech', 'Marrakesch', 'Marrakech', 'Marrakech'),
  t('Bucharest', 'بوخارست', 'Bucarest', 'Bukarest', 'Bucarest', 'București'),
  t('Seville', 'إشبيلية', 'Séville', 'Sevilla', 'Sevilla', 'Sevilla'),
  t('Naples', 'نابولي', 'Naples', 'Neapel', 'Nápoles', 'Napoli'),
];

/** The nesting article: twelve words that open an emphasis each, twelve that close them again. */
// biome-ignore format: one language per line
export const NESTED_POEM: Record<LocaleCode, { intro: string; down: string; up: string }> = {
  en: { intro: 'A short poem in which every word sits *one level deeper* than the one before.', down: 'Every word in this line leans a little further into the page', up: 'and then it slowly climbs back up to the light once more' },
  ar: { intro: 'قصيدة قصيرة تجلس فيها كل كلمة *أعمق بمستوى واحد* من الكلمة التي قبلها.', down: 'كل كلمة في هذا السطر تغوص أعمق قليلًا في عمق الصفحة البيضاء', up: 'ثم تصعد ببطء من جديد نحو الضوء مرة أخرى بهدوء تام وسلام' },
  fr: { intro: 'Un court poème où chaque mot se place *un niveau plus bas* que le précédent.', down: 'Chaque mot de cette ligne penche un peu plus vers le fond', up: 'puis il remonte lentement vers la lumière encore une fois tout doucement' },
  de: { intro: 'Ein kurzes Gedicht, in dem jedes Wort *eine Ebene tiefer* steht als das vorige.', down: 'Jedes Wort in dieser Zeile sinkt ein wenig tiefer in das Blatt', up: 'und dann steigt es Schritt für Schritt wieder hinauf ans helle Licht' },
  es: { intro: 'Un breve poema en el que cada palabra está *un nivel más adentro* que la anterior.', down: 'Cada palabra de esta línea se hunde un poco más hacia dentro', up: 'y luego vuelve a subir despacio hacia la luz una vez más' },
  ro: { intro: 'O scurtă poezie în care fiecare cuvânt stă *cu un nivel mai adânc* decât cel dinainte.', down: 'Fiecare cuvânt din acest rând se scufundă puțin mai adânc în pagină', up: 'apoi urcă încet înapoi spre lumină încă o dată liniștit și senin' },
};

export const NESTED_POEM_TITLE = t(
  'Words within words: a nested poem',
  'كلمات داخل كلمات: قصيدة متداخلة',
  'Des mots dans les mots : un poème imbriqué',
  'Wörter in Wörtern: ein verschachteltes Gedicht',
  'Palabras dentro de palabras: un poema anidado',
  'Cuvinte în cuvinte: o poezie imbricată',
);

/**
 * Markdown whose emphasis nests once per word of `down` (alternating * and _ so each closer finds
 * its own opener), closed again by the words of `up`: deeper than the renderer's limit of 10.
 */
export function nestedEmphasis(down: string, up: string): string {
  const opening = down.split(' ');
  const closing = up.split(' ');
  if (opening.length !== closing.length) throw new Error('nested poem: both halves need as many words');
  const mark = (level: number) => (level % 2 === 0 ? '*' : '_');
  const open = opening.map((word, i) => `${mark(i)}${word}`).join(' ');
  const close = closing.map((word, i) => `${word}${mark(opening.length - 1 - i)}`).join(' ');
  return `${open} ${close}`;
}

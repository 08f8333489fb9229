import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, name, t } from './text.ts';

// biome-ignore format: seed data reads best as one item per line
const albums = itemsOf('album', [
  ['midnight-signals', 0, t('Midnight Signals', 'إشارات منتصف الليل', 'Signaux de minuit', 'Mitternachtssignale', 'Señales de medianoche', 'Semnale de la miezul nopții'), name('Nora Vale', 'نورا فيل')],
  ['golden-hour', 0, t('Golden Hour', 'الساعة الذهبية', "L'Heure dorée", 'Goldene Stunde', 'La hora dorada', 'Ora de aur'), name('The Lanterns')],
  ['paper-oceans', 0, t('Paper Oceans', 'محيطات من ورق', 'Océans de papier', 'Papierozeane', 'Océanos de papel', 'Oceane de hârtie'), name('Mika Sol', 'ميكا سول')],
  ['neon-desert', 10, t('Neon Desert', 'صحراء النيون', 'Désert de néon', 'Neonwüste', 'Desierto de neón', 'Deșert de neon'), name('Sahara Lights')],
  ['slow-rivers', 0, t('Slow Rivers', 'أنهار هادئة', 'Rivières lentes', 'Langsame Flüsse', 'Ríos lentos', 'Râuri lente'), name('Ana Ilie')],
  ['static-hearts', 20, t('Static Hearts', 'قلوب ساكنة', 'Cœurs statiques', 'Statische Herzen', 'Corazones estáticos', 'Inimi statice'), name('Fuse Theory')],
  ['northern-lights-live', 0, t('Northern Lights Live', 'الشفق القطبي مباشرة', 'Aurores boréales en concert', 'Nordlichter live', 'Auroras boreales en directo', 'Aurora boreală live'), name('Aurora Ensemble')],
  ['concrete-dreams', 30, t('Concrete Dreams', 'أحلام من خرسانة', 'Rêves de béton', 'Betonträume', 'Sueños de hormigón', 'Vise de beton'), name('MC Atlas', 'إم سي أطلس')],
  ['oud-and-echo', 0, t('Oud & Echo', 'عود وصدى', 'Oud et écho', 'Oud und Echo', 'Laúd y eco', 'Oud și ecou'), name('Layla Haddad', 'ليلى حداد')],
  ['velvet-storm', 10, t('Velvet Storm', 'عاصفة مخملية', 'Tempête de velours', 'Samtsturm', 'Tormenta de terciopelo', 'Furtună de catifea'), name('Iris Kade')],
]);

// biome-ignore format: seed data reads best as one item per line
const videos = itemsOf('video', [
  ['ocean-giants', 0, t('Ocean Giants', 'عمالقة المحيط', "Les Géants de l'océan", 'Riesen des Ozeans', 'Gigantes del océano', 'Giganții oceanului'), G.documentary],
  ['the-last-heist', 30, t('The Last Heist', 'السرقة الأخيرة', 'Le Dernier Casse', 'Der letzte Coup', 'El último golpe', 'Ultima spargere'), G.thriller],
  ['kitchen-quest', 0, t('Kitchen Quest', 'مغامرة المطبخ', 'La Quête en cuisine', 'Küchenabenteuer', 'Aventura en la cocina', 'Aventura din bucătărie'), G.cooking],
  ['shadow-protocol', 40, t('Shadow Protocol', 'بروتوكول الظل', 'Protocole Ombre', 'Schattenprotokoll', 'Protocolo Sombra', 'Protocolul Umbră'), G.action],
  ['tiny-explorers', 0, t('Tiny Explorers', 'المستكشفون الصغار', 'Petits Explorateurs', 'Kleine Entdecker', 'Pequeños exploradores', 'Micii exploratori'), G.kids],
  ['city-of-glass', 20, t('City of Glass', 'مدينة الزجاج', 'La Cité de verre', 'Stadt aus Glas', 'Ciudad de cristal', 'Orașul de sticlă'), G.drama],
  ['summit-fever', 10, t('Summit Fever', 'حمى القمة', 'La Fièvre des sommets', 'Gipfelfieber', 'Fiebre de la cumbre', 'Febra piscului'), G.sports],
  ['laugh-track', 10, t('Laugh Track', 'ضحكات مسجلة', 'Rires enregistrés', 'Lachkonserve', 'Risas enlatadas', 'Râsete înregistrate'), G.comedy],
  ['night-shift', 40, t('Night Shift', 'المناوبة الليلية', 'Service de nuit', 'Nachtschicht', 'Turno de noche', 'Tura de noapte'), G.horror],
  ['wild-rails', 0, t('Wild Rails', 'سكك برية', 'Rails sauvages', 'Wilde Schienen', 'Rieles salvajes', 'Șine sălbatice'), G.travel],
]);

// biome-ignore format: seed data reads best as one item per line
const podcasts = itemsOf('podcast', [
  ['the-daily-byte', 0, t('The Daily Byte', 'البايت اليومي', "L'Octet quotidien", 'Das tägliche Byte', 'El byte diario', 'Byte-ul zilnic'), G.tech],
  ['mind-matters', 10, t('Mind Matters', 'شؤون العقل', "Questions d'esprit", 'Kopfsache', 'Cosas de la mente', 'Chestiuni ale minții'), G.psychology],
  ['history-unboxed', 10, t('History Unboxed', 'التاريخ بلا غلاف', "L'Histoire déballée", 'Geschichte ausgepackt', 'Historia al descubierto', 'Istoria despachetată'), G.history],
  ['startup-stories', 0, t('Startup Stories', 'حكايات الشركات الناشئة', 'Histoires de start-up', 'Startup-Geschichten', 'Historias de startups', 'Povești de startup'), G.business],
  ['true-crime-files', 30, t('True Crime Files', 'ملفات الجرائم الحقيقية', 'Dossiers criminels', 'Akte Verbrechen', 'Expedientes del crimen', 'Dosare de crimă'), G.crime],
  ['green-planet', 0, t('Green Planet', 'الكوكب الأخضر', 'Planète verte', 'Grüner Planet', 'Planeta verde', 'Planeta verde'), G.science],
  ['football-talk', 0, t('Football Talk', 'حديث الكرة', 'Parlons foot', 'Fußballtalk', 'Charla de fútbol', 'Discuții despre fotbal'), G.sports],
  ['late-night-laughs', 20, t('Late Night Laughs', 'ضحكات آخر الليل', 'Rires de fin de soirée', 'Lacher zu später Stunde', 'Risas de medianoche', 'Râsete de noapte târzie'), G.comedy],
]);

// biome-ignore format: seed data reads best as one item per line
const games = itemsOf('game', [
  ['block-builder', 0, t('Block Builder', 'باني المكعبات', 'Bâtisseur de blocs', 'Blockbaumeister', 'Constructor de bloques', 'Constructorul de blocuri'), G.puzzle],
  ['sky-racer', 0, t('Sky Racer', 'متسابق السماء', 'Course céleste', 'Himmelsrenner', 'Corredor del cielo', 'Cursa cerului'), G.racing],
  ['dungeon-depths', 20, t('Dungeon Depths', 'أعماق الزنزانة', 'Profondeurs du donjon', 'Verliestiefen', 'Profundidades de la mazmorra', 'Adâncurile temniței'), G.rpg],
  ['word-garden', 0, t('Word Garden', 'حديقة الكلمات', 'Jardin de mots', 'Wortgarten', 'Jardín de palabras', 'Grădina cuvintelor'), G.words],
  ['galaxy-defender', 10, t('Galaxy Defender', 'حامي المجرة', 'Défenseur galactique', 'Galaxieverteidiger', 'Defensor galáctico', 'Apărătorul galaxiei'), G.arcade],
  ['chess-masters', 0, t('Chess Masters', 'أساتذة الشطرنج', 'Maîtres des échecs', 'Schachmeister', 'Maestros del ajedrez', 'Maeștrii șahului'), G.strategy],
  ['zombie-rush', 30, t('Zombie Rush', 'هجوم الزومبي', 'Ruée des zombies', 'Zombieansturm', 'Avalancha zombi', 'Asaltul zombilor'), G.action],
  ['bubble-pop', 0, t('Bubble Pop', 'فرقعة الفقاعات', 'Éclate-bulles', 'Blasenplatzer', 'Explota burbujas', 'Spargerea bulelor'), G.casual],
]);

/** Demo Media: an international music, video, podcast and games catalogue. */
export const DEMO_ITEMS: SeedItem[] = [...albums, ...videos, ...podcasts, ...games];

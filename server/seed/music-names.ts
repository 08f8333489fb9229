import type { Genre } from './genres.ts';

/** Languages the invented artists sing in; track titles come from that language's words. */
export type SongLang = 'en' | 'fr' | 'ar' | 'de' | 'es' | 'ro';

/** A name written the same everywhere, or [Latin transliteration, Arabic script]. */
export type SongName = string | readonly [latin: string, arabic: string];

export interface InventedArtist {
  name: SongName;
  lang: SongLang;
  genre: Genre;
  albums: readonly [SongName, SongName, SongName];
}

/** Thirty-three invented artists with three albums each; names keep their accents and scripts (Arabic first). */
// biome-ignore format: one artist per line
export const ARTISTS: InventedArtist[] = [
  { name: ['Fairouz Al-Sham', 'فيروز الشام'], lang: 'ar', genre: 'world', albums: [['Layali Dimashq', 'ليالي دمشق'], ['Ya Qamar', 'يا قمر'], ['Bab Touma', 'باب توما']] },
  { name: ['Karim Nassar', 'كريم نصار'], lang: 'ar', genre: 'pop', albums: [['Habibi Taala', 'حبيبي تعال'], ['Sahar', 'سحر'], ['Bahr', 'بحر']] },
  { name: ['Rania Saleh', 'رانيا صالح'], lang: 'ar', genre: 'pop', albums: [['Nour', 'نور'], ['Amal', 'أمل'], ['Ward', 'ورد']] },
  { name: ['Omar Khalil', 'عمر خليل'], lang: 'ar', genre: 'world', albums: [['Rihla', 'رحلة'], ['Sahraa', 'صحراء'], ['Nakhil', 'نخيل']] },
  { name: ['Noor Ensemble', 'فرقة نور'], lang: 'ar', genre: 'world', albums: [['Maqam', 'مقام'], ['Tarab', 'طرب'], ['Samaa', 'سماع']] },
  { name: ['Samir Haddad', 'سمير حداد'], lang: 'ar', genre: 'hiphop', albums: [['Shari', 'شارع'], ['Madina', 'مدينة'], ['Sawt', 'صوت']] },
  { name: 'Harper Quinn', lang: 'en', genre: 'pop', albums: ['Paper Planes', 'Glass Houses', 'Summer Static'] },
  { name: 'The Midnight Orchard', lang: 'en', genre: 'rock', albums: ['Orchard Lights', 'Wild Acres', 'Long Way Down'] },
  { name: 'Ellie Shaw', lang: 'en', genre: 'folk', albums: ['Kitchen Songs', 'Little Hours', 'Northbound'] },
  { name: 'Blue Harbour Trio', lang: 'en', genre: 'jazz', albums: ['Harbour Sessions', 'Blue at Dusk', 'Late Set'] },
  { name: 'Marcus Lane', lang: 'en', genre: 'rnb', albums: ['Velvet Nights', 'Slow Motion', 'After Hours'] },
  { name: 'Skylark Avenue', lang: 'en', genre: 'electronic', albums: ['Signal Lost', 'Night Drive', 'Neon Tide'] },
  { name: 'Céleste Fournier', lang: 'fr', genre: 'chanson', albums: ['Les Heures bleues', 'Rue de la Paix', 'À la fenêtre'] },
  { name: 'Théo Garnier', lang: 'fr', genre: 'pop', albums: ['Été indien', 'Les Grands Boulevards', 'Mélodie d’automne'] },
  { name: 'Les Éclaireurs', lang: 'fr', genre: 'rock', albums: ['Feu de camp', 'Bord de mer', 'Nuit blanche'] },
  { name: 'Zoé Lefèvre', lang: 'fr', genre: 'electronic', albums: ['Lumière noire', 'Fréquences', 'Pixels d’été'] },
  { name: 'Amélie Rousseau', lang: 'fr', genre: 'classical', albums: ['Préludes', 'Suite pour la Loire', 'Nocturnes'] },
  { name: 'Noémie Barthélemy', lang: 'fr', genre: 'jazz', albums: ['Café crème', 'Saint-Germain', 'Minuit passé'] },
  { name: 'Lena Brückner', lang: 'de', genre: 'pop', albums: ['Sommerregen', 'Großstadtlichter', 'Nachtzug'] },
  { name: 'Die Nachtfalter', lang: 'de', genre: 'rock', albums: ['Lärm und Liebe', 'Hinterhof', 'Funkenflug'] },
  { name: 'Maximilian Groß', lang: 'de', genre: 'classical', albums: ['Mondscheinstücke', 'Alpenglühen', 'Winterreise neu'] },
  { name: 'Anja Köhler', lang: 'de', genre: 'electronic', albums: ['Strom', 'Übergang', 'Kühle Wellen'] },
  { name: 'Jürgen Weiß Quartett', lang: 'de', genre: 'jazz', albums: ['Blaue Stunde', 'Kellerclub', 'Spätlese'] },
  { name: 'Lucía Peña', lang: 'es', genre: 'latin', albums: ['Corazón de sal', 'Noches de Málaga', 'Brisa'] },
  { name: 'Andrés Muñoz', lang: 'es', genre: 'pop', albums: ['Camino al sur', 'Mañana será', 'Luces del puerto'] },
  { name: 'Los Faroles', lang: 'es', genre: 'latin', albums: ['Fiesta en la plaza', 'Sol y sombra', 'Cumbia del río'] },
  { name: 'Inés Castaño', lang: 'es', genre: 'folk', albums: ['Tierra mía', 'Canciones de otoño', 'Raíces'] },
  { name: 'Sofía Ibáñez', lang: 'es', genre: 'electronic', albums: ['Pulso', 'Ciudad dormida', 'Órbita'] },
  { name: 'Ștefan Luca', lang: 'ro', genre: 'folk', albums: ['Doruri', 'Pe drumul mare', 'Cântec de seară'] },
  { name: 'Ioana Mureșan', lang: 'ro', genre: 'pop', albums: ['Vară în oraș', 'Inimă de hârtie', 'Stele căzătoare'] },
  { name: 'Mihai Țurcanu', lang: 'ro', genre: 'hiphop', albums: ['Blocul 7', 'Asfalt', 'Cartierul meu'] },
  { name: 'Corina Văduva', lang: 'ro', genre: 'jazz', albums: ['Ceai și ploaie', 'Lumini de noapte', 'Fereastra'] },
  { name: 'Fanfara Dorului', lang: 'ro', genre: 'world', albums: ['Nuntă mare', 'Hora satului', 'Fanfara în oraș'] },
];

/** Single words per language; titles are a word, two words joined by "and", or a phrase. */
// biome-ignore format: one language per entry
export const SONG_WORDS: Record<SongLang, { and: SongName; words: SongName[]; phrases: SongName[] }> = {
  en: {
    and: 'and',
    words: ['Lanterns', 'Harbour', 'Wildfire', 'Satellite', 'Honey', 'Thunder', 'Paper Moon', 'Silver', 'Gravity', 'Daydream', 'Echoes', 'Skyline', 'Driftwood', 'Starlight', 'Embers', 'Tides', 'Northern Wind', 'Velvet', 'Horizon', 'Neon', 'Wanderer', 'Ghost Town', 'Heartbeat', 'Lullaby'],
    phrases: ['Call Me Home', 'Dancing in the Kitchen', 'Where the River Bends', 'All the Small Things', 'Back to the Coast', 'Before the Rain', 'Light Up the Night', 'Slow Burn', 'Hold On Tight', 'One More Summer', 'Running Red Lights', 'Stay a While'],
  },
  fr: {
    and: 'et',
    words: ['Lumière', 'Été', 'Océan', 'Étoile', 'Château', 'Pluie', 'Rêverie', 'Minuit', 'Soleil', 'Hirondelle', 'Brume', 'Mélancolie', 'Désir', 'Écume', 'Horizon', 'Cerise', 'Bohème', 'Vertige', 'Printemps', 'Silence', 'Rivière', 'Fumée', 'Velours', 'Orage'],
    phrases: ['Sous les toits', 'Un café au bord de l’eau', 'Les Amants du métro', 'Danser jusqu’à l’aube', 'Je reviendrai', 'La Vie en bleu', 'Au bout du quai', 'Mon cœur qui bat', 'Les Jours heureux', 'Tout près de toi', 'Le Dernier Tramway', 'Nuit d’été à Nice'],
  },
  ar: {
    and: ['wa', 'و'],
    words: [['Qamar', 'قمر'], ['Layl', 'ليل'], ['Bahr', 'بحر'], ['Hanin', 'حنين'], ['Nour', 'نور'], ['Shams', 'شمس'], ['Sahraa', 'صحراء'], ['Ward', 'ورد'], ['Matar', 'مطر'], ['Najma', 'نجمة'], ['Rih', 'ريح'], ['Yasmin', 'ياسمين'], ['Sabah', 'صباح'], ['Ghurba', 'غربة'], ['Shawq', 'شوق'], ['Hilm', 'حلم'], ['Qalb', 'قلب'], ['Safar', 'سفر'], ['Zaman', 'زمان'], ['Hawa', 'هوى'], ['Fajr', 'فجر'], ['Nakhla', 'نخلة'], ['Bahja', 'بهجة'], ['Salam', 'سلام']],
    phrases: [['Ya Habibi', 'يا حبيبي'], ['Layali al-Sharq', 'ليالي الشرق'], ['Ala Babak', 'على بابك'], ['Sahirat al-Layl', 'ساهرة الليل'], ['Ghanni Li', 'غنّي لي'], ['Taal Ya Qamar', 'تعال يا قمر'], ['Fi Hawak', 'في هواك'], ['Shams al-Asil', 'شمس الأصيل'], ['Ana wa Inta', 'أنا وإنتَ'], ['Ahlam al-Sabah', 'أحلام الصباح'], ['Rihlat al-Bahr', 'رحلة البحر'], ['Qamar Baghdad', 'قمر بغداد']],
  },
  de: {
    and: 'und',
    words: ['Sehnsucht', 'Fernweh', 'Sommerregen', 'Nordlicht', 'Mitternacht', 'Heimweh', 'Sternschnuppe', 'Gewitter', 'Morgenrot', 'Wanderlust', 'Funkeln', 'Stille', 'Glühwürmchen', 'Herzschlag', 'Nebel', 'Übermut', 'Träumerei', 'Waldeinsamkeit', 'Schneefall', 'Großstadt', 'Flüstern', 'Abendrot', 'Mondlicht', 'Zugvögel'],
    phrases: ['Komm nach Hause', 'Tanz im Regen', 'Wo der Fluss sich biegt', 'Nur noch ein Sommer', 'Lichter der Stadt', 'Bleib noch ein bisschen', 'Über den Dächern', 'Zurück ans Meer', 'Alles wird gut', 'Im Zug nach Süden', 'Wir zwei', 'Ein Tag am See'],
  },
  es: {
    and: 'y',
    words: ['Corazón', 'Madrugada', 'Alegría', 'Luna', 'Mareas', 'Fuego', 'Nostalgia', 'Sirena', 'Caminante', 'Tormenta', 'Primavera', 'Cielo', 'Guitarra', 'Azahar', 'Mediterráneo', 'Duende', 'Atardecer', 'Canela', 'Olvido', 'Sueño', 'Estrella', 'Desierto', 'Pasión', 'Rocío'],
    phrases: ['Bailando en la cocina', 'Vuelve a casa', 'Donde el río se curva', 'Un verano más', 'Luces de la ciudad', 'Quédate un rato', 'Sobre los tejados', 'Camino del mar', 'Todo irá bien', 'Tren hacia el sur', 'Tú y yo', 'Noche de San Juan'],
  },
  ro: {
    and: 'și',
    words: ['Dor', 'Lumină', 'Vară', 'Ploaie', 'Stea', 'Toamnă', 'Mare', 'Zăpadă', 'Amurg', 'Visare', 'Fluturi', 'Doină', 'Răsărit', 'Liniște', 'Furtună', 'Cireșe', 'Luceafăr', 'Miez de noapte', 'Horă', 'Izvor', 'Câmpie', 'Frunze', 'Dunăre', 'Primăvară'],
    phrases: ['Vino acasă', 'Dans în bucătărie', 'Unde se-ndoaie râul', 'Încă o vară', 'Luminile orașului', 'Mai stai puțin', 'Peste acoperișuri', 'Înapoi la mare', 'Totul va fi bine', 'Tren spre sud', 'Noi doi', 'O zi la lac'],
  },
};

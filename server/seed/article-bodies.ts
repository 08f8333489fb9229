import { LOCALE_CODES, type LocaleCode } from '../../contract/locales.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';

/** Heading, intro, three list points and a closing line with a [link]({link}); {name} is the subject. */
type Body = readonly [heading: string, intro: string, a: string, b: string, c: string, outro: string];

export type ArticleFamily =
  | 'release'
  | 'concert'
  | 'esports'
  | 'review'
  | 'interview'
  | 'travel'
  | 'food'
  | 'gadget'
  | 'tournament';

// biome-ignore format: one language per line
const BODIES: Record<ArticleFamily, Record<LocaleCode, Body>> = {
  release: {
    en: ['A new record', '**{name}** is back with a *brand-new* album, recorded over one winter.', 'Ten new songs, two of them duets', 'A first single out today', 'Vinyl and streaming on the same day', 'More new music waits in [the albums list]({link}).'],
    ar: ['ألبوم جديد', 'يعود **{name}** بألبوم *جديد كليًا* سُجّل خلال شتاء واحد.', 'عشر أغنيات جديدة، منها اثنتان ثنائيتان', 'أول أغنية منفردة متاحة اليوم', 'الفينيل والبث في اليوم نفسه', 'المزيد من الموسيقى الجديدة في [قائمة الألبومات]({link}).'],
    fr: ['Un nouveau disque', '**{name}** revient avec un album *tout neuf*, enregistré en un seul hiver.', 'Dix nouvelles chansons, dont deux duos', 'Un premier single disponible dès aujourd’hui', 'Vinyle et streaming le même jour', 'D’autres nouveautés vous attendent dans [la liste des albums]({link}).'],
    de: ['Eine neue Platte', '**{name}** meldet sich mit einem *brandneuen* Album zurück, aufgenommen in einem einzigen Winter.', 'Zehn neue Songs, darunter zwei Duette', 'Die erste Single erscheint heute', 'Vinyl und Streaming am selben Tag', 'Weitere neue Musik finden Sie in der [Albenliste]({link}).'],
    es: ['Un disco nuevo', '**{name}** vuelve con un álbum *completamente nuevo*, grabado en un solo invierno.', 'Diez canciones nuevas, dos de ellas a dúo', 'El primer sencillo sale hoy', 'Vinilo y streaming el mismo día', 'Más música nueva te espera en [la lista de álbumes]({link}).'],
    ro: ['Un disc nou', '**{name}** revine cu un album *complet nou*, înregistrat într-o singură iarnă.', 'Zece piese noi, dintre care două duete', 'Primul single apare astăzi', 'Vinil și streaming în aceeași zi', 'Mai multă muzică nouă vă așteaptă în [lista de albume]({link}).'],
  },
  concert: {
    en: ['On the road', '**{name}** adds *twelve* new dates to the tour, from small clubs to open-air stages.', 'Tickets go on sale on Friday', 'Every show ends with an acoustic set', 'Fans can vote for the encore', 'Warm up with [the playlists]({link}) before the show.'],
    ar: ['في جولة', 'يضيف **{name}** *اثني عشر* موعدًا جديدًا إلى الجولة، من النوادي الصغيرة إلى المسارح المفتوحة.', 'تُطرح التذاكر للبيع يوم الجمعة', 'ينتهي كل عرض بفقرة صوتية هادئة', 'يمكن للجمهور التصويت لأغنية الختام', 'استعد للحفل مع [قوائم التشغيل]({link}).'],
    fr: ['En tournée', '**{name}** ajoute *douze* nouvelles dates à sa tournée, des petits clubs aux scènes en plein air.', 'La billetterie ouvre vendredi', 'Chaque concert se termine par un set acoustique', 'Le public vote pour le rappel', 'Échauffez-vous avec [les playlists]({link}) avant le concert.'],
    de: ['Auf Tour', '**{name}** ergänzt die Tour um *zwölf* neue Termine, von kleinen Clubs bis zu Open-Air-Bühnen.', 'Der Vorverkauf beginnt am Freitag', 'Jede Show endet mit einem Akustikset', 'Das Publikum stimmt über die Zugabe ab', 'Stimmen Sie sich mit den [Playlists]({link}) auf das Konzert ein.'],
    es: ['De gira', '**{name}** añade *doce* fechas nuevas a la gira, desde pequeños clubes hasta escenarios al aire libre.', 'Las entradas salen a la venta el viernes', 'Cada concierto termina con un set acústico', 'El público vota el bis', 'Calienta motores con [las listas de reproducción]({link}) antes del concierto.'],
    ro: ['În turneu', '**{name}** adaugă *douăsprezece* date noi în turneu, de la cluburi mici la scene în aer liber.', 'Biletele se pun în vânzare vineri', 'Fiecare concert se încheie cu un set acustic', 'Publicul votează piesa de bis', 'Intrați în atmosferă cu [playlisturile]({link}) înainte de concert.'],
  },
  esports: {
    en: ['Finals ahead', 'The **{name}** finals are set: *eight* teams, one trophy.', 'Matches stream live every evening', 'The final is played on stage', 'Viewers can predict the winner', 'Find the games in [the games list]({link}).'],
    ar: ['النهائيات قادمة', 'تحدّدت نهائيات **{name}**: *ثمانية* فرق وكأس واحدة.', 'تُبث المباريات مباشرة كل مساء', 'تُقام المباراة النهائية على المسرح', 'يمكن للمشاهدين توقع الفائز', 'اعثر على الألعاب في [قائمة الألعاب]({link}).'],
    fr: ['Place aux finales', 'Les finales de **{name}** sont fixées : *huit* équipes, un seul trophée.', 'Les matchs sont diffusés en direct chaque soir', 'La finale se joue sur scène', 'Les spectateurs peuvent pronostiquer le vainqueur', 'Retrouvez les jeux dans [la liste des jeux]({link}).'],
    de: ['Die Finals stehen an', 'Die Finals von **{name}** stehen fest: *acht* Teams, ein Pokal.', 'Die Spiele laufen jeden Abend live', 'Das Finale wird auf der Bühne ausgetragen', 'Zuschauer können den Sieger tippen', 'Die Spiele finden Sie in der [Spieleliste]({link}).'],
    es: ['Llegan las finales', 'Las finales de **{name}** ya están definidas: *ocho* equipos y un solo trofeo.', 'Los partidos se emiten en directo cada noche', 'La final se juega sobre el escenario', 'El público puede pronosticar el ganador', 'Encuentra los juegos en [la lista de juegos]({link}).'],
    ro: ['Urmează finalele', 'Finalele **{name}** sunt stabilite: *opt* echipe, un singur trofeu.', 'Meciurile se transmit live în fiecare seară', 'Finala se joacă pe scenă', 'Spectatorii pot ghici câștigătorul', 'Găsiți jocurile în [lista de jocuri]({link}).'],
  },
  review: {
    en: ['Our verdict', '**{name}** is *easy to learn* and hard to put down.', 'Clear controls on phone and desktop', 'Short levels, perfect for a coffee break', 'A fair price for the full version', 'More from the same studio on [the publisher’s page]({link}).'],
    ar: ['رأينا', '**{name}** *سهلة التعلّم* ويصعب التوقف عن لعبها.', 'تحكم واضح على الهاتف والحاسوب', 'مراحل قصيرة مثالية لاستراحة القهوة', 'سعر عادل للنسخة الكاملة', 'المزيد من الاستوديو نفسه في [صفحة الناشر]({link}).'],
    fr: ['Notre verdict', '**{name}** est *facile à prendre en main* et difficile à lâcher.', 'Des commandes claires sur mobile et sur ordinateur', 'Des niveaux courts, parfaits pour une pause café', 'Un prix juste pour la version complète', 'D’autres jeux du même studio sur [la page de l’éditeur]({link}).'],
    de: ['Unser Fazit', '**{name}** ist *leicht zu lernen* und schwer aus der Hand zu legen.', 'Klare Steuerung auf Handy und Desktop', 'Kurze Level, ideal für die Kaffeepause', 'Ein fairer Preis für die Vollversion', 'Mehr vom selben Studio auf der [Seite des Publishers]({link}).'],
    es: ['Nuestro veredicto', '**{name}** es *fácil de aprender* y difícil de soltar.', 'Controles claros en el móvil y en el ordenador', 'Niveles cortos, perfectos para una pausa para el café', 'Un precio justo por la versión completa', 'Más del mismo estudio en [la página del editor]({link}).'],
    ro: ['Verdictul nostru', '**{name}** este *ușor de învățat* și greu de lăsat din mână.', 'Comenzi clare pe telefon și pe desktop', 'Niveluri scurte, perfecte pentru o pauză de cafea', 'Un preț corect pentru versiunea completă', 'Mai multe de la același studio pe [pagina editorului]({link}).'],
  },
  interview: {
    en: ['Five questions', 'We met **{name}** between two rehearsals to talk about *songs, cities and habits*.', 'The first record they ever bought', 'The city that shaped the new songs', 'What they listen to on the road', 'Listen to more in [this genre]({link}).'],
    ar: ['خمسة أسئلة', 'التقينا **{name}** بين بروفتين للحديث عن *الأغاني والمدن والعادات*.', 'أول أسطوانة اشتراها على الإطلاق', 'المدينة التي صاغت الأغاني الجديدة', 'ما يستمع إليه أثناء السفر', 'استمع إلى المزيد في [هذا النوع]({link}).'],
    fr: ['Cinq questions', 'Nous avons rencontré **{name}** entre deux répétitions pour parler de *chansons, de villes et d’habitudes*.', 'Le premier disque jamais acheté', 'La ville qui a inspiré les nouvelles chansons', 'Ce qui tourne dans le casque en tournée', 'Écoutez-en plus dans [ce genre]({link}).'],
    de: ['Fünf Fragen', 'Wir haben **{name}** zwischen zwei Proben getroffen und über *Songs, Städte und Gewohnheiten* gesprochen.', 'Die erste selbst gekaufte Platte', 'Die Stadt, die die neuen Songs geprägt hat', 'Was unterwegs im Kopfhörer läuft', 'Mehr davon in [diesem Genre]({link}).'],
    es: ['Cinco preguntas', 'Hablamos con **{name}** entre dos ensayos sobre *canciones, ciudades y costumbres*.', 'El primer disco que compró', 'La ciudad que marcó las nuevas canciones', 'Lo que escucha de gira', 'Escucha más en [este género]({link}).'],
    ro: ['Cinci întrebări', 'Ne-am întâlnit cu **{name}** între două repetiții ca să vorbim despre *cântece, orașe și obiceiuri*.', 'Primul disc cumpărat vreodată', 'Orașul care a modelat noile piese', 'Ce ascultă în turneu', 'Ascultați mai mult în [acest gen]({link}).'],
  },
  travel: {
    en: ['Two days, one city', 'A weekend in **{name}** is *short*, so plan well.', 'Start early at the market', 'Walk the old town after lunch', 'Save the evening for live music', 'More ideas in [our travel articles]({link}).'],
    ar: ['يومان في مدينة واحدة', 'عطلة نهاية الأسبوع في **{name}** *قصيرة*، فخطط جيدًا.', 'ابدأ باكرًا في السوق', 'تجوّل في المدينة القديمة بعد الغداء', 'خصص المساء للموسيقى الحية', 'المزيد من الأفكار في [مقالات السفر]({link}).'],
    fr: ['Deux jours, une ville', 'Un week-end à **{name}**, c’est *court* : préparez-le bien.', 'Commencez tôt au marché', 'Flânez dans la vieille ville après le déjeuner', 'Gardez la soirée pour un concert', 'D’autres idées dans [nos articles voyage]({link}).'],
    de: ['Zwei Tage, eine Stadt', 'Ein Wochenende in **{name}** ist *kurz*, also gut planen.', 'Früh auf dem Markt beginnen', 'Nach dem Mittagessen durch die Altstadt schlendern', 'Den Abend für Livemusik freihalten', 'Mehr Ideen in [unseren Reiseartikeln]({link}).'],
    es: ['Dos días, una ciudad', 'Un fin de semana en **{name}** es *corto*, así que planifícalo bien.', 'Empieza temprano en el mercado', 'Pasea por el casco antiguo después de comer', 'Reserva la noche para la música en directo', 'Más ideas en [nuestros artículos de viajes]({link}).'],
    ro: ['Două zile, un oraș', 'Un weekend în **{name}** este *scurt*, așa că planificați-l bine.', 'Începeți devreme la piață', 'Plimbați-vă prin centrul vechi după prânz', 'Păstrați seara pentru muzică live', 'Mai multe idei în [articolele noastre de călătorie]({link}).'],
  },
  food: {
    en: ['On the menu', 'The food of **{name}** is *simple, seasonal and generous*.', 'A market breakfast', 'A long lunch in a family restaurant', 'Something sweet from the corner bakery', 'Find more recipes in [our food articles]({link}).'],
    ar: ['على قائمة الطعام', 'مطبخ **{name}** *بسيط وموسمي وسخي*.', 'فطور من السوق', 'غداء طويل في مطعم عائلي', 'حلوى من المخبز القريب', 'اعثر على المزيد من الوصفات في [مقالات الطعام]({link}).'],
    fr: ['Au menu', 'La cuisine de **{name}** est *simple, de saison et généreuse*.', 'Un petit-déjeuner au marché', 'Un long déjeuner dans un restaurant familial', 'Une douceur de la boulangerie du coin', 'Plus de recettes dans [nos articles gastronomie]({link}).'],
    de: ['Auf der Karte', 'Die Küche von **{name}** ist *einfach, saisonal und großzügig*.', 'Ein Frühstück auf dem Markt', 'Ein langes Mittagessen im Familienrestaurant', 'Etwas Süßes aus der Bäckerei an der Ecke', 'Mehr Rezepte in [unseren Genussartikeln]({link}).'],
    es: ['En el menú', 'La cocina de **{name}** es *sencilla, de temporada y generosa*.', 'Un desayuno en el mercado', 'Una comida larga en un restaurante familiar', 'Algo dulce de la panadería de la esquina', 'Más recetas en [nuestros artículos de gastronomía]({link}).'],
    ro: ['Pe meniu', 'Bucătăria din **{name}** este *simplă, de sezon și generoasă*.', 'Un mic dejun la piață', 'Un prânz lung într-un restaurant de familie', 'Ceva dulce de la brutăria din colț', 'Mai multe rețete în [articolele noastre culinare]({link}).'],
  },
  gadget: {
    en: ['Tested', 'We used **{name}** for *two weeks*, at home and on the move.', 'Sound: clear and balanced', 'Battery: a full day and more', 'Price: fair for what you get', 'See it in [the shop]({link}).'],
    ar: ['جرّبناه', 'استخدمنا **{name}** *لمدة أسبوعين* في المنزل وأثناء التنقل.', 'الصوت: واضح ومتوازن', 'البطارية: يوم كامل وأكثر', 'السعر: مناسب لما تحصل عليه', 'شاهده في [المتجر]({link}).'],
    fr: ['À l’essai', 'Nous avons utilisé **{name}** pendant *deux semaines*, à la maison et en déplacement.', 'Son : clair et équilibré', 'Batterie : une journée entière et plus', 'Prix : juste pour ce qu’il offre', 'À découvrir dans [la boutique]({link}).'],
    de: ['Im Test', 'Wir haben **{name}** *zwei Wochen lang* zu Hause und unterwegs genutzt.', 'Klang: klar und ausgewogen', 'Akku: ein ganzer Tag und mehr', 'Preis: fair für das Gebotene', 'Jetzt im [Shop]({link}) ansehen.'],
    es: ['A prueba', 'Usamos **{name}** durante *dos semanas*, en casa y fuera.', 'Sonido: claro y equilibrado', 'Batería: un día entero y más', 'Precio: justo para lo que ofrece', 'Míralo en [la tienda]({link}).'],
    ro: ['Testat', 'Am folosit **{name}** timp de *două săptămâni*, acasă și pe drum.', 'Sunet: clar și echilibrat', 'Baterie: o zi întreagă și chiar mai mult', 'Preț: corect pentru ce oferă', 'Vedeți-l în [magazin]({link}).'],
  },
  tournament: {
    en: ['Tournament news', '**{name}** brings players together for *fair, friendly* competition.', 'Sign up alone or as a team', 'Every round is streamed', 'Prizes for the top three', 'All the details are on [the games page]({link}).'],
    ar: ['أخبار البطولة', 'تجمع **{name}** اللاعبين في منافسة *نزيهة وودية*.', 'سجّل بمفردك أو مع فريق', 'تُبث كل جولة مباشرة', 'جوائز لأصحاب المراكز الثلاثة الأولى', 'كل التفاصيل في [صفحة الألعاب]({link}).'],
    fr: ['Actu du tournoi', '**{name}** réunit les joueurs pour une compétition *loyale et conviviale*.', 'Inscription en solo ou en équipe', 'Chaque manche est diffusée en direct', 'Des prix pour les trois premiers', 'Tous les détails sur [la page des jeux]({link}).'],
    de: ['Turniernews', '**{name}** bringt Spielerinnen und Spieler zu einem *fairen, freundlichen* Wettkampf zusammen.', 'Allein oder im Team anmelden', 'Jede Runde wird live übertragen', 'Preise für die ersten drei', 'Alle Details auf der [Spieleseite]({link}).'],
    es: ['Noticias del torneo', '**{name}** reúne a jugadores en una competición *limpia y amistosa*.', 'Inscríbete solo o en equipo', 'Cada ronda se emite en directo', 'Premios para los tres primeros', 'Todos los detalles en [la página de juegos]({link}).'],
    ro: ['Știri despre turneu', '**{name}** adună jucătorii într-o competiție *corectă și prietenoasă*.', 'Înscrieți-vă singur sau în echipă', 'Fiecare rundă este transmisă live', 'Premii pentru primii trei', 'Toate detaliile pe [pagina jocurilor]({link}).'],
  },
};

/** Fills {name} with the subject's name in each language. */
export function fill(template: Record<LocaleCode, string>, subject: LocalizedText): LocalizedText {
  const out: LocalizedText = { en: template.en.replaceAll('{name}', subject.en) };
  for (const lang of LOCALE_CODES)
    out[lang] = template[lang].replaceAll('{name}', subject[lang] ?? subject.en);
  return out;
}

/** A markdown body: a heading, an intro with emphasis, a list and a line linking an internal page. */
export function markdownBody(family: ArticleFamily, subject: LocalizedText, link: string): LocalizedText {
  const texts = {} as Record<LocaleCode, string>;
  for (const lang of LOCALE_CODES) {
    const [heading, intro, a, b, c, outro] = BODIES[family][lang];
    texts[lang] = `## ${heading}\n\n${intro}\n\n- ${a}\n- ${b}\n- ${c}\n\n${outro.replace('{link}', link)}`;
  }
  return fill(texts, subject);
}

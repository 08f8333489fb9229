// Subtitle lines of the demo videos in the six portal languages, written as WebVTT by scripts/generate-media.ts.
// Every cue carries a real translation, so switching the subtitle language in the player shows a different line.

export const SUBTITLE_LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'ro'] as const;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

export interface Cue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: Record<SubtitleLanguage, string>;
}

// biome-ignore format: one cue per block, languages in portal order
export const SUBTITLES: Record<string, Cue[]> = {
  trailer: [
    { start: 0.5, end: 3, text: { en: 'Beyond the edge of the map…', ar: 'ما وراء حافة الخريطة…', fr: 'Au-delà du bord de la carte…', de: 'Jenseits des Kartenrands …', es: 'Más allá del borde del mapa…', ro: 'Dincolo de marginea hărții…' } },
    { start: 3.2, end: 6, text: { en: 'a world that never stops unfolding.', ar: 'عالمٌ لا يتوقف عن التكشّف.', fr: 'un monde qui ne cesse de se déployer.', de: 'eine Welt, die sich immer weiter entfaltet.', es: 'un mundo que nunca deja de desplegarse.', ro: 'o lume care nu încetează să se dezvăluie.' } },
    { start: 6.2, end: 9, text: { en: 'Every spiral hides another.', ar: 'كل دوّامة تخفي دوّامة أخرى.', fr: 'Chaque spirale en cache une autre.', de: 'Jede Spirale verbirgt eine weitere.', es: 'Cada espiral esconde otra.', ro: 'Fiecare spirală ascunde alta.' } },
    { start: 9.2, end: 11.8, text: { en: 'Hold on tight!', ar: 'تمسّك جيدًا!', fr: 'Tenez bon !', de: 'Gut festhalten!', es: '¡Agárrate fuerte!', ro: 'Ține-te bine!' } },
  ],
  gameplay: [
    { start: 0.5, end: 3, text: { en: 'Each cell lives or dies by its neighbours.', ar: 'كل خلية تحيا أو تموت بحسب جيرانها.', fr: 'Chaque cellule vit ou meurt selon ses voisines.', de: 'Jede Zelle lebt oder stirbt durch ihre Nachbarn.', es: 'Cada célula vive o muere según sus vecinas.', ro: 'Fiecare celulă trăiește sau moare după vecinii ei.' } },
    { start: 3.2, end: 6, text: { en: 'Build a colony that lasts.', ar: 'ابنِ مستعمرة تدوم.', fr: 'Bâtissez une colonie qui dure.', de: 'Baue eine Kolonie, die Bestand hat.', es: 'Construye una colonia que perdure.', ro: 'Construiește o colonie care să dureze.' } },
    { start: 6.2, end: 9, text: { en: 'Watch out: the mould is spreading.', ar: 'انتبه: العفن ينتشر.', fr: 'Attention : la moisissure se propage.', de: 'Vorsicht: Der Schimmel breitet sich aus.', es: 'Cuidado: el moho se está extendiendo.', ro: 'Atenție: mucegaiul se întinde.' } },
    { start: 9.2, end: 11.8, text: { en: 'Next generation in three, two, one.', ar: 'الجيل التالي بعد ثلاثة، اثنين، واحد.', fr: 'Prochaine génération dans trois, deux, un.', de: 'Nächste Generation in drei, zwei, eins.', es: 'Siguiente generación en tres, dos, uno.', ro: 'Următoarea generație în trei, doi, unu.' } },
  ],
  arcade: [
    { start: 0.5, end: 3, text: { en: 'Insert coin to continue.', ar: 'أدخل عملة للمتابعة.', fr: 'Insérez une pièce pour continuer.', de: 'Münze einwerfen, um fortzufahren.', es: 'Inserta una moneda para continuar.', ro: 'Introdu o monedă pentru a continua.' } },
    { start: 3.2, end: 6, text: { en: 'Rule thirty: simple rules, endless patterns.', ar: 'القاعدة ثلاثون: قواعد بسيطة وأنماط لا تنتهي.', fr: 'Règle trente : des règles simples, des motifs infinis.', de: 'Regel dreißig: einfache Regeln, endlose Muster.', es: 'Regla treinta: reglas simples, patrones infinitos.', ro: 'Regula treizeci: reguli simple, modele fără sfârșit.' } },
    { start: 6.2, end: 9.8, text: { en: 'New high score!', ar: 'رقم قياسي جديد!', fr: 'Nouveau record !', de: 'Neuer Highscore!', es: '¡Nuevo récord!', ro: 'Scor record nou!' } },
  ],
};

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/** One language's WebVTT file for a video's cues. */
export function toWebVtt(cues: Cue[], language: SubtitleLanguage): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text[language]}\n`,
  );
  return `WEBVTT\n\n${blocks.join('\n')}`;
}

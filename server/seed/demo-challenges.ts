import type { ChallengeEventType } from '../../contract/challenges.ts';
import type { CatalogueProps } from '../src/db/schema/catalogue-props.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { t } from './text.ts';

type Challenge = NonNullable<CatalogueProps['challenges']>[number];
type Step = Challenge['steps'][number];

// biome-ignore format: one step per line
const STEP = {
  register: t('Register for the tournament', 'سجّل في البطولة', 'Inscris-toi au tournoi', 'Melde dich zum Turnier an', 'Inscríbete en el torneo', 'Înscrie-te în turneu'),
  play3: t('Play 3 matches', 'العب ٣ مباريات', 'Joue 3 parties', 'Spiele 3 Partien', 'Juega 3 partidas', 'Joacă 3 meciuri'),
  win1: t('Win a match', 'اربح مباراة', 'Gagne une partie', 'Gewinne eine Partie', 'Gana una partida', 'Câștigă un meci'),
  win5: t('Win 5 matches', 'اربح ٥ مباريات', 'Gagne 5 parties', 'Gewinne 5 Partien', 'Gana 5 partidas', 'Câștigă 5 meciuri'),
  top10: t('Reach the top 10', 'ادخل قائمة أفضل ١٠', 'Entre dans le top 10', 'Erreiche die Top 10', 'Entra entre los 10 primeros', 'Intră în primii 10'),
  podium: t('Reach the podium (top 3)', 'اصعد إلى منصة التتويج (أفضل ٣)', 'Monte sur le podium (top 3)', 'Erreiche das Treppchen (Top 3)', 'Sube al podio (los 3 primeros)', 'Urcă pe podium (primii 3)'),
  days3: t('Play on 3 different days', 'العب في ٣ أيام مختلفة', 'Joue 3 jours différents', 'Spiele an 3 verschiedenen Tagen', 'Juega 3 días distintos', 'Joacă în 3 zile diferite'),
  watch: t('Watch the highlights video', 'شاهد فيديو أبرز اللقطات', 'Regarde la vidéo des temps forts', 'Sieh dir das Highlight-Video an', 'Mira el vídeo resumen', 'Urmărește clipul cu cele mai bune momente'),
  team: t('Play a match with your whole team', 'العب مباراة مع فريقك كاملًا', 'Joue une partie avec toute ton équipe', 'Spiele eine Partie mit deinem ganzen Team', 'Juega una partida con todo tu equipo', 'Joacă un meci cu toată echipa'),
  invite: t('Invite a friend to play', 'ادعُ صديقًا إلى اللعب', 'Invite un ami à jouer', 'Lade jemanden zum Mitspielen ein', 'Invita a un amigo a jugar', 'Invită un prieten să joace'),
  record: t('Beat your personal best', 'حطّم رقمك الشخصي', 'Bats ton record personnel', 'Übertriff deinen persönlichen Rekord', 'Supera tu mejor marca', 'Depășește-ți recordul personal'),
} satisfies Record<string, LocalizedText>;

// biome-ignore format: one title per line
const TITLE = {
  roadToFinal: t('Road to the final', 'الطريق إلى النهائي', 'En route pour la finale', 'Der Weg ins Finale', 'Camino a la final', 'Drumul spre finală'),
  dailyLaps: t('Daily laps', 'جولات يومية', 'Tours quotidiens', 'Tägliche Runden', 'Vueltas diarias', 'Ture zilnice'),
  warmUp: t('Warm-up', 'الإحماء', 'Échauffement', 'Aufwärmen', 'Calentamiento', 'Încălzire'),
  grandMaster: t('Grand master', 'الأستاذ الكبير', 'Grand maître', 'Großmeister', 'Gran maestro', 'Mare maestru'),
  firstPodium: t('First podium', 'أول منصة تتويج', 'Premier podium', 'Erstes Treppchen', 'Primer podio', 'Primul podium'),
  teamSpirit: t('Team spirit', 'روح الفريق', 'Esprit d’équipe', 'Teamgeist', 'Espíritu de equipo', 'Spirit de echipă'),
  conqueror: t('Conqueror', 'الفاتح', 'Conquérant', 'Eroberer', 'Conquistador', 'Cuceritor'),
  scout: t('Scout the rivals', 'استطلع المنافسين', 'Observe tes rivaux', 'Gegner beobachten', 'Estudia a los rivales', 'Studiază-ți rivalii'),
  nightOwl: t('Night owl', 'ساهر الليل', 'Oiseau de nuit', 'Nachteule', 'Ave nocturna', 'Pasăre de noapte'),
  braveHearts: t('Brave hearts', 'القلوب الشجاعة', 'Cœurs vaillants', 'Tapfere Herzen', 'Corazones valientes', 'Inimi curajoase'),
  untilDawn: t('Until dawn', 'حتى الفجر', 'Jusqu’à l’aube', 'Bis zum Morgengrauen', 'Hasta el amanecer', 'Până în zori'),
  openingMoves: t('Opening moves', 'حركات الافتتاح', 'Premiers coups', 'Eröffnungszüge', 'Jugadas de apertura', 'Mutări de deschidere'),
  checkmate: t('Checkmate', 'كش ملك', 'Échec et mat', 'Schachmatt', 'Jaque mate', 'Șah mat'),
  kickOff: t('Kick-off', 'ضربة البداية', 'Coup d’envoi', 'Anstoß', 'Saque inicial', 'Lovitura de start'),
  champions: t('Champions', 'الأبطال', 'Champions', 'Meister', 'Campeones', 'Campioni'),
} satisfies Record<string, LocalizedText>;

/** What each step counts (an event type of contract/challenges.ts) and how many of them complete it. */
const GOAL: Record<keyof typeof STEP, { event: ChallengeEventType; target: number }> = {
  register: { event: 'register', target: 1 },
  play3: { event: 'play', target: 3 },
  win1: { event: 'win', target: 1 },
  win5: { event: 'win', target: 5 },
  top10: { event: 'top10', target: 1 },
  podium: { event: 'podium', target: 1 },
  days3: { event: 'day', target: 3 },
  watch: { event: 'watch', target: 1 },
  team: { event: 'team', target: 1 },
  invite: { event: 'invite', target: 1 },
  record: { event: 'record', target: 1 },
};

/** A step paying tickets (the reward the portal shows) and, for bigger steps, coins too. */
const step = (key: keyof typeof STEP, tickets: number, coins = 0): Step => ({
  titles: STEP[key],
  ...GOAL[key],
  rewards: [
    { currency: 'TICKETS', amount: tickets },
    ...(coins > 0 ? [{ currency: 'COINS', amount: coins }] : []),
  ],
});

type Spec = [key: string, title: keyof typeof TITLE, chained: boolean, steps: Step[]];

// biome-ignore format: one challenge per line
const SPECS: Record<string, Spec[]> = {
  'spring-cup': [
    ['road-to-final', 'roadToFinal', true, [step('register', 1), step('play3', 1), step('top10', 2), step('podium', 3, 100)]],
    ['daily-laps', 'dailyLaps', false, [step('days3', 2)]],
  ],
  'word-masters': [
    ['warm-up', 'warmUp', false, [step('play3', 1), step('win1', 1)]],
    ['grand-master', 'grandMaster', true, [step('win5', 3), step('podium', 5, 200)]],
  ],
  'kart-mania-grand-prix': [
    ['first-podium', 'firstPodium', true, [step('register', 1), step('win1', 2), step('podium', 3, 150)]],
  ],
  'castle-siege-league': [
    ['team-spirit', 'teamSpirit', false, [step('team', 2), step('invite', 1)]],
    ['conqueror', 'conqueror', true, [step('win1', 1), step('win5', 3), step('top10', 4, 150)]],
    ['scout', 'scout', false, [step('watch', 1)]],
  ],
  'dark-realms-raid-night': [
    ['night-owl', 'nightOwl', true, [step('register', 1), step('team', 2), step('record', 3, 100)]],
  ],
  'haunted-halls-fright-night': [
    ['brave-hearts', 'braveHearts', false, [step('play3', 1), step('record', 2)]],
    ['until-dawn', 'untilDawn', true, [step('win1', 2), step('top10', 3, 120)]],
  ],
  'chess-masters-open': [
    ['opening-moves', 'openingMoves', true, [step('register', 1), step('play3', 1), step('win1', 2)]],
    ['checkmate', 'checkmate', false, [step('win5', 4, 100)]],
  ],
  'goal-rush-five-a-side': [
    ['kick-off', 'kickOff', false, [step('register', 1), step('invite', 1), step('watch', 1)]],
    ['champions', 'champions', true, [step('team', 2), step('win5', 3), step('podium', 5, 250)]],
  ],
};

/** A demo tournament's challenges (commerce §3), ids "{tournament}-{challenge}" so they are unique per tenant. */
export function challengesOf(tournament: string): Challenge[] {
  return (SPECS[tournament] ?? []).map(([key, title, chained, steps]) => ({
    id: `${tournament}-${key}`,
    titles: TITLE[title],
    chained,
    steps,
  }));
}

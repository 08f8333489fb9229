import { type PieceSpec, SCALES } from './compose.ts';

/** Twelve pieces, each its own tempo, key, mode and instrument; 60–96 s keeps the committed files small. */
// biome-ignore format: one piece per line
export const PIECES: PieceSpec[] = [
  { name: 'aurora', bpm: 84, tonic: 62, scale: SCALES.major, progression: [0, 4, 5, 3], lead: 'bell', drums: 'soft', seconds: 72, seed: 101 },
  { name: 'ember', bpm: 96, tonic: 69, scale: SCALES.minor, progression: [0, 5, 2, 6], lead: 'pluck', drums: 'beat', seconds: 66, seed: 202 },
  { name: 'harbour', bpm: 72, tonic: 65, scale: SCALES.major, progression: [0, 3, 4, 0], lead: 'flute', drums: 'none', seconds: 90, seed: 303 },
  { name: 'meadow', bpm: 110, tonic: 67, scale: SCALES.major, progression: [0, 3, 0, 4], lead: 'marimba', drums: 'soft', seconds: 64, seed: 404 },
  { name: 'neon', bpm: 122, tonic: 64, scale: SCALES.dorian, progression: [0, 3, 6, 4], lead: 'square', drums: 'beat', seconds: 80, seed: 505 },
  { name: 'oasis', bpm: 90, tonic: 62, scale: SCALES.hijaz, progression: [0, 1, 0, 6], lead: 'pluck', drums: 'soft', seconds: 86, seed: 606 },
  { name: 'quartz', bpm: 100, tonic: 60, scale: SCALES.lydian, progression: [0, 1, 0, 4], lead: 'bell', drums: 'soft', seconds: 70, seed: 707 },
  { name: 'riverbend', bpm: 76, tonic: 70, scale: SCALES.major, progression: [0, 5, 3, 4], lead: 'organ', drums: 'none', seconds: 94, seed: 808 },
  { name: 'saffron', bpm: 104, tonic: 69, scale: SCALES.harmonicMinor, progression: [0, 3, 4, 0], lead: 'pluck', drums: 'beat', seconds: 62, seed: 909 },
  { name: 'tidal', bpm: 68, tonic: 64, scale: SCALES.major, progression: [0, 4, 5, 3], lead: 'flute', drums: 'none', seconds: 78, seed: 1010 },
  { name: 'velvet', bpm: 88, tonic: 60, scale: SCALES.minor, progression: [0, 5, 6, 4], lead: 'organ', drums: 'soft', seconds: 68, seed: 1111 },
  { name: 'zephyr', bpm: 116, tonic: 67, scale: SCALES.mixolydian, progression: [0, 6, 3, 0], lead: 'marimba', drums: 'beat', seconds: 60, seed: 1212 },
];

export interface VideoSpec {
  name: string;
  seconds: number;
  /** ffmpeg lavfi source graph drawing 640×360 frames. */
  source: string;
  /** Piece whose opening is the soundtrack (and the English audio rendition). */
  music: string;
  /** A different piece for the second audio rendition (language ar), so switching audio is audible. */
  musicAr: string;
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const label = (text: string) =>
  `drawtext=fontfile=${FONT}:text='${text}':fontcolor=white:fontsize=36:x=(w-tw)/2:y=h-th-28:box=1:boxcolor=black@0.45:boxborderw=14`;

/** Short clips for game trailers and gameplay (commerce §3 VIDEO_TRAILER / VIDEO_GAMEPLAY). */
export const VIDEOS: VideoSpec[] = [
  {
    name: 'trailer',
    seconds: 12,
    source: `mandelbrot=s=640x360:r=25:end_scale=0.02:end_pts=300,hue=h=t*12,${label('Trailer')}`,
    music: 'neon',
    musicAr: 'oasis',
  },
  {
    name: 'gameplay',
    seconds: 12,
    source:
      'life=s=160x90:r=25:mold=25:ratio=0.12:seed=7:life_color=#7fffd4:death_color=#1b3a5c:mold_color=#0b1e33,scale=640:360:flags=neighbor',
    music: 'zephyr',
    musicAr: 'saffron',
  },
  {
    name: 'arcade',
    seconds: 10,
    source: `cellauto=s=160x90:rule=30:r=25:scroll=1:random_seed=11,negate,colorchannelmixer=rr=0.9:gg=0.3:bb=0.6,scale=640:360:flags=neighbor,${label('Arcade')}`,
    music: 'meadow',
    musicAr: 'velvet',
  },
];

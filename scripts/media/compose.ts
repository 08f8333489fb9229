// Composes a short piece: chord progression, bass, pad, a repeated and varied melody motif, drums.
import { type Random, seededRandom } from '../../server/seed/random.ts';
import { bassNote, drumHit, type LeadVoice, leadNote, padNote, SAMPLE_RATE } from './voices.ts';

export interface PieceSpec {
  name: string;
  bpm: number;
  /** MIDI note of the tonic in the melody's octave. */
  tonic: number;
  /** Seven semitone offsets from the tonic. */
  scale: readonly number[];
  /** Scale degree (0-based) of each bar's chord, repeated. */
  progression: readonly number[];
  lead: LeadVoice;
  drums: 'none' | 'soft' | 'beat';
  seconds: number;
  seed: number;
}

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  hijaz: [0, 1, 4, 5, 7, 8, 10],
} as const;

/** MIDI note of a scale degree; degrees below 0 or above 6 move by octaves. */
const degreeToMidi = (spec: PieceSpec, degree: number) => {
  const octave = Math.floor(degree / 7);
  const step = degree - octave * 7;
  return spec.tonic + (spec.scale[step] ?? 0) + 12 * octave;
};

interface Note {
  beat: number;
  beats: number;
  degree: number;
}

const RHYTHMS: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 2, 1, 1],
  [1.5, 0.5, 1, 1, 1.5, 0.5, 2],
  [0.5, 0.5, 1, 2, 0.5, 0.5, 1, 2],
  [2, 1, 1, 1, 1, 2],
  [1, 0.5, 0.5, 2, 1, 1, 2],
];

/** A two-bar motif: a seeded rhythm and a walk over the scale that lands on chord tones on strong beats. */
function motif(rnd: Random, chordRoot: number): Note[] {
  const rhythm = rnd.pick(RHYTHMS);
  let degree = chordRoot + rnd.pick([0, 2, 4]);
  let beat = 0;
  return rhythm.map((beats) => {
    const strong = beat % 2 === 0;
    const step = strong ? rnd.pick([-2, 2, 0, 4, -1]) : rnd.pick([-1, 1, 1, -1, 2]);
    degree = Math.min(9, Math.max(-2, degree + step));
    const note = { beat, beats, degree };
    beat += beats;
    return note;
  });
}

/** Renders the whole piece as mono samples in [-1, 1], exactly `seconds` long. */
export function renderPiece(spec: PieceSpec): Float32Array {
  const rnd = seededRandom(spec.seed);
  const total = spec.seconds * SAMPLE_RATE;
  const mix = new Float32Array(total);
  const lead = new Float32Array(total);
  const beatSamples = (60 / spec.bpm) * SAMPLE_RATE;
  const beatSec = 60 / spec.bpm;
  const bars = Math.floor(spec.seconds / (beatSec * 4));
  const motifs = [motif(rnd, spec.progression[0] ?? 0), motif(rnd, spec.progression[2] ?? 0)];
  for (let bar = 0; bar < bars; bar++) {
    const at = (beat: number) => Math.round((bar * 4 + beat) * beatSamples);
    const root = spec.progression[bar % spec.progression.length] ?? 0;
    for (const third of [0, 2, 4])
      padNote(mix, at(0), degreeToMidi(spec, root + third) - 12, beatSec * 4, 0.09);
    if (bar >= 1) {
      bassNote(mix, at(0), degreeToMidi(spec, root) - 24, beatSec * 1.5, 0.32);
      bassNote(mix, at(2), degreeToMidi(spec, root + (bar % 2 === 0 ? 4 : 0)) - 24, beatSec * 1.5, 0.28);
    }
    // Intro of two bars, then A A B A sections of eight bars; the last two bars only ring out.
    if (bar >= 2 && bar < bars - 2 && bar % 2 === 0) {
      const section = Math.floor((bar - 2) / 8) % 4;
      const theme = motifs[section === 2 ? 1 : 0] ?? [];
      const lift = (bar - 2) % 8 === 4 ? (rnd.next() < 0.5 ? 2 : -1) : 0;
      for (const note of theme) {
        const last = note === theme.at(-1) && (bar - 2) % 8 === 6;
        const degree = last ? 7 * Math.round(note.degree / 7) : note.degree + lift;
        leadNote(
          spec.lead,
          lead,
          at(note.beat),
          degreeToMidi(spec, degree),
          note.beats * beatSec * 0.92,
          0.32,
          rnd,
        );
      }
    }
    if (spec.drums !== 'none' && bar >= 2 && bar < bars - 1) {
      for (let beat = 0; beat < 4; beat++) {
        if (beat % 2 === 0) drumHit(mix, at(beat), 'kick', spec.drums === 'beat' ? 0.55 : 0.35, rnd);
        if (spec.drums === 'beat' && beat % 2 === 1) drumHit(mix, at(beat), 'snare', 0.18, rnd);
        drumHit(mix, at(beat + 0.5), 'hat', spec.drums === 'beat' ? 0.06 : 0.035, rnd);
      }
    }
  }
  addEcho(lead, Math.round(beatSamples * 0.75), 0.3);
  for (let n = 0; n < total; n++) mix[n] = (mix[n] ?? 0) + (lead[n] ?? 0);
  return finish(mix, 3);
}

/** A feedback delay, a cheap sense of space for the melody. */
function addEcho(buf: Float32Array, delay: number, feedback: number) {
  for (let n = delay; n < buf.length; n++) buf[n] = (buf[n] ?? 0) + (buf[n - delay] ?? 0) * feedback;
}

/** Normalises to -1 dBFS, with a short fade-in and a fade-out of `fadeOut` seconds. */
export function finish(buf: Float32Array, fadeOut: number): Float32Array {
  let peak = 0;
  for (const value of buf) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? 0.89 / peak : 1;
  const fadeIn = 0.05 * SAMPLE_RATE;
  const fadeFrom = buf.length - fadeOut * SAMPLE_RATE;
  for (let n = 0; n < buf.length; n++) {
    const inGain = n < fadeIn ? n / fadeIn : 1;
    const outGain = n > fadeFrom ? Math.max(0, (buf.length - n) / (buf.length - fadeFrom)) : 1;
    buf[n] = (buf[n] ?? 0) * scale * inGain * outGain;
  }
  return buf;
}

/** A 30 s preview from the first quarter of the piece, faded in and out. */
export function previewOf(full: Float32Array, seconds = 30): Float32Array {
  const start = Math.floor(full.length / 4);
  const slice = full.slice(start, start + seconds * SAMPLE_RATE);
  return finish(slice, 2.5);
}

/** 16-bit little-endian PCM, the raw input ffmpeg reads from stdin. */
export function toPcm16(buf: Float32Array): Buffer {
  const out = Buffer.alloc(buf.length * 2);
  for (let n = 0; n < buf.length; n++) {
    const value = Math.max(-1, Math.min(1, buf[n] ?? 0));
    out.writeInt16LE(Math.round(value * 32767), n * 2);
  }
  return out;
}

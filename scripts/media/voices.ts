// Instrument voices for the demo music: each adds one note into a mono float buffer.
import type { Random } from '../../server/seed/random.ts';

export const SAMPLE_RATE = 44_100;
const TAU = Math.PI * 2;

export type LeadVoice = 'pluck' | 'bell' | 'flute' | 'organ' | 'square' | 'marimba';

export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Attack–decay–sustain–release envelope value at time t (s) of a note held for `hold` seconds. */
function adsr(t: number, hold: number, a: number, d: number, s: number, r: number): number {
  if (t < a) return t / a;
  if (t < a + d) return 1 - ((1 - s) * (t - a)) / d;
  if (t < hold) return s;
  return Math.max(0, s * (1 - (t - hold) / r));
}

function write(buf: Float32Array, start: number, length: number, sample: (i: number, t: number) => number) {
  const end = Math.min(buf.length, start + length);
  for (let n = Math.max(0, start); n < end; n++) {
    const i = n - start;
    buf[n] = (buf[n] ?? 0) + sample(i, i / SAMPLE_RATE);
  }
}

/** Karplus–Strong plucked string: a noise burst circulating in a damped delay line (guitar, oud, harp). */
function pluck(buf: Float32Array, start: number, hz: number, seconds: number, gain: number, rnd: Random) {
  const period = Math.max(2, Math.round(SAMPLE_RATE / hz));
  const line = Float32Array.from({ length: period }, () => rnd.next() * 2 - 1);
  const length = Math.round((seconds + 0.6) * SAMPLE_RATE);
  let prev = 0;
  write(buf, start, length, (i, t) => {
    const k = i % period;
    const value = line[k] ?? 0;
    line[k] = 0.996 * 0.5 * (value + prev);
    prev = value;
    const release = t > seconds ? Math.max(0, 1 - (t - seconds) / 0.6) : 1;
    return value * gain * release;
  });
}

/** Adds one lead note of the given voice. */
export function leadNote(
  voice: LeadVoice,
  buf: Float32Array,
  start: number,
  midi: number,
  seconds: number,
  gain: number,
  rnd: Random,
) {
  const hz = midiToHz(midi);
  if (voice === 'pluck') return pluck(buf, start, hz, seconds, gain, rnd);
  const tail = voice === 'bell' || voice === 'marimba' ? 1.4 : 0.25;
  const length = Math.round((seconds + tail) * SAMPLE_RATE);
  write(buf, start, length, (_, t) => {
    const w = TAU * hz * t;
    switch (voice) {
      case 'bell': {
        // Two-operator FM with a decaying index: bright strike, mellow ring.
        const index = 2.2 * Math.exp(-t * 3);
        return gain * Math.exp(-t * 1.8) * Math.sin(w + index * Math.sin(w * 2));
      }
      case 'marimba':
        return gain * (Math.exp(-t * 4) * Math.sin(w) + 0.35 * Math.exp(-t * 14) * Math.sin(w * 4));
      case 'flute': {
        const vibrato = t > 0.15 ? 0.004 * Math.sin(TAU * 5 * t) : 0;
        const env = adsr(t, seconds, 0.06, 0.1, 0.8, tail);
        return gain * env * (Math.sin(w * (1 + vibrato)) + 0.18 * Math.sin(2 * w) + 0.05 * Math.sin(3 * w));
      }
      case 'organ': {
        const env = adsr(t, seconds, 0.02, 0.05, 0.9, tail);
        return (
          gain *
          env *
          0.6 *
          (Math.sin(w) + 0.5 * Math.sin(2 * w) + 0.25 * Math.sin(3 * w) + 0.12 * Math.sin(4 * w))
        );
      }
      default: {
        // Soft square: the first odd harmonics only.
        const env = adsr(t, seconds, 0.01, 0.12, 0.6, tail);
        return (
          gain * env * 0.7 * (Math.sin(w) + Math.sin(3 * w) / 3 + Math.sin(5 * w) / 5 + Math.sin(7 * w) / 7)
        );
      }
    }
  });
}

/** A warm pad chord tone: three slightly detuned sines with a slow swell. */
export function padNote(buf: Float32Array, start: number, midi: number, seconds: number, gain: number) {
  const hz = midiToHz(midi);
  write(buf, start, Math.round((seconds + 0.8) * SAMPLE_RATE), (_, t) => {
    const env = adsr(t, seconds, 0.5, 0.3, 0.85, 0.8);
    const w = TAU * hz * t;
    return (
      (gain * env * (Math.sin(w) + Math.sin(w * 1.004) + Math.sin(w * 0.996) + 0.3 * Math.sin(2 * w))) / 3
    );
  });
}

export function bassNote(buf: Float32Array, start: number, midi: number, seconds: number, gain: number) {
  const hz = midiToHz(midi);
  write(buf, start, Math.round((seconds + 0.1) * SAMPLE_RATE), (_, t) => {
    const env = adsr(t, seconds, 0.01, 0.2, 0.7, 0.1);
    const w = TAU * hz * t;
    return gain * env * (Math.sin(w) + 0.3 * Math.sin(2 * w));
  });
}

export type Drum = 'kick' | 'snare' | 'hat';

/** Synthesised drums: a pitch-swept sine kick, a noise snare and a high, short noise hat. */
export function drumHit(buf: Float32Array, start: number, drum: Drum, gain: number, rnd: Random) {
  if (drum === 'kick') {
    let phase = 0;
    write(buf, start, Math.round(0.35 * SAMPLE_RATE), (_, t) => {
      phase += (TAU * (45 + 90 * Math.exp(-t * 30))) / SAMPLE_RATE;
      return gain * Math.exp(-t * 9) * Math.sin(phase);
    });
    return;
  }
  let last = 0;
  const decay = drum === 'snare' ? 18 : 60;
  write(buf, start, Math.round((drum === 'snare' ? 0.25 : 0.08) * SAMPLE_RATE), (_, t) => {
    const noise = rnd.next() * 2 - 1;
    // A first difference tilts the noise toward the highs for the hat.
    const value = drum === 'hat' ? noise - last : noise * 0.7 + 0.3 * Math.sin(TAU * 185 * t);
    last = noise;
    return gain * Math.exp(-t * decay) * value;
  });
}

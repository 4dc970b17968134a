import { soundPreference } from '@app/shared';

// The tables' sounds, made on the spot with WebAudio (no media files): a chip set down, the dice or
// the bowl shaken, the reveal, a win. Silent until `unlock()` runs inside a tap (the browsers'
// autoplay rule), and whenever the player has turned sound off.
export type TableSound = 'chip' | 'shake' | 'reveal' | 'win';

export type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'>;

let context: AudioContextLike | null = null;
let makeContext: () => AudioContextLike | null = () => {
  const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
  return Ctor ? new Ctor() : null;
};

/** Tests give a fake; the page uses the browser's AudioContext. */
export function setAudioContextFactory(factory: () => AudioContextLike | null): void {
  makeContext = factory;
  context = null;
}

/** Call from a tap handler: the first one opens the audio output, later ones wake it if suspended. */
export function unlock(): void {
  if (!soundPreference.on) return;
  try {
    context ??= makeContext();
    if (context && context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

// One short tone: frequency from `from` to `to` over `ms`, with a quick attack and a fade.
function tone(ctx: AudioContextLike, { from, to = from, ms, at = 0, volume = 0.15, type = 'sine' as OscillatorType }: ToneSpec): void {
  const start = ctx.currentTime + at / 1000;
  const end = start + ms / 1000;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, end);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}

interface ToneSpec {
  from: number;
  to?: number;
  ms: number;
  at?: number;
  volume?: number;
  type?: OscillatorType;
}

const SOUNDS: Record<TableSound, ToneSpec[]> = {
  // A click with a little ring: a chip on the felt.
  chip: [
    { from: 2400, to: 1800, ms: 40, volume: 0.12, type: 'triangle' },
    { from: 1200, to: 1100, ms: 60, at: 10, volume: 0.05 },
  ],
  // Eight quick rattles over about 0.8 s: dice in a cup, coins in a bowl.
  shake: Array.from({ length: 8 }, (_, i) => ({ from: 700 + (i % 3) * 180, to: 400, ms: 45, at: i * 100, volume: 0.07, type: 'square' })),
  // A rising note as the dice land or the bowl lifts.
  reveal: [{ from: 330, to: 660, ms: 220, volume: 0.12, type: 'triangle' }],
  // Three notes up: a win.
  win: [
    { from: 523, ms: 120, volume: 0.14 },
    { from: 659, ms: 120, at: 110, volume: 0.14 },
    { from: 784, ms: 260, at: 220, volume: 0.16 },
  ],
};

/** Plays `sound` if the player allows sound and has tapped the table; otherwise nothing. */
export function play(sound: TableSound): boolean {
  if (!soundPreference.on || !context || context.state !== 'running') return false;
  try {
    for (const spec of SOUNDS[sound]) tone(context, spec);
    return true;
  } catch {
    return false;
  }
}

// The tables' sounds and music, made on the spot with WebAudio: no media file is fetched, and this
// module comes in a chunk of its own (table-sound.ts asks for it), so the table's first load does
// not carry it.
import type { AudioContextLike, EffectOptions, TableEffect } from './table-sound';

interface ToneSpec {
  from: number;
  to?: number;
  ms: number;
  at?: number;
  volume?: number;
  type?: OscillatorType;
}

// One short tone: frequency from `from` to `to` over `ms`, with a quick attack and a fade.
function tone(ctx: AudioContextLike, out: AudioNode, startAt: number, spec: ToneSpec): void {
  const { from, to = from, ms, at = 0, volume = 0.15, type = 'sine' } = spec;
  const start = startAt + at / 1000;
  const end = start + ms / 1000;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, end);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(end + 0.02);
}

// White noise, made once per output: the grain of a rattle and the rush of air under a lifted bowl.
const noises = new WeakMap<AudioContextLike, AudioBuffer>();
function noise(ctx: AudioContextLike): AudioBuffer {
  let buffer = noises.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.round(ctx.sampleRate * 0.5), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noises.set(ctx, buffer);
  }
  return buffer;
}

// A burst of filtered noise: `hz` the band's centre, over `ms`.
function burst(
  ctx: AudioContextLike,
  startAt: number,
  { at, ms, hz, volume }: { at: number; ms: number; hz: number; volume: number },
): void {
  const start = startAt + at / 1000;
  const end = start + ms / 1000;
  const source = ctx.createBufferSource();
  source.buffer = noise(ctx);
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.setValueAtTime(hz, start);
  band.Q.setValueAtTime(4, start);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  source.connect(band).connect(gain).connect(ctx.destination);
  source.start(start);
  source.stop(end + 0.02);
}

// C major pentatonic across two octaves: the wins climb it, the music wanders on it.
const SCALE = [262, 294, 330, 392, 440, 523, 587, 659, 784, 880];

function effect(ctx: AudioContextLike, sound: TableEffect, { ms = 1_500, at = 0 }: EffectOptions): void {
  const t = ctx.currentTime + at / 1000;
  const out = ctx.destination;
  switch (sound) {
    // A click with a little ring: a chip on the felt.
    case 'chip':
      tone(ctx, out, t, { from: 2400, to: 1800, ms: 40, volume: 0.12, type: 'triangle' });
      tone(ctx, out, t, { from: 1200, to: 1100, ms: 60, at: 10, volume: 0.05 });
      return;
    // Dice in a cup or coins under a bowl, knocked about for as long as the shake lasts: bursts of
    // grit at an uneven pace, a knock of the bowl on the plate now and then.
    case 'shake': {
      for (let at = 0, i = 0; at < ms - 40; i++) {
        burst(ctx, t, { at, ms: 45, hz: 2_600 + (i % 4) * 500, volume: 0.18 });
        if (i % 3 === 0) tone(ctx, out, t, { from: 180, to: 120, ms: 60, at, volume: 0.06, type: 'triangle' });
        at += 70 + ((i * 37) % 50);
      }
      return;
    }
    // The bowl or the cup lifted: a rush of air, then a rising note.
    case 'lift':
      burst(ctx, t, { at: 0, ms: 260, hz: 900, volume: 0.12 });
      tone(ctx, out, t, { from: 330, to: 660, ms: 240, at: 60, volume: 0.12, type: 'triangle' });
      return;
    // A win, as big as it is: three notes up; five and a chord; a fanfare up two octaves, a held
    // chord and coins ringing.
    case 'win-small':
      [0, 2, 4].forEach((n, i) => tone(ctx, out, t, { from: SCALE[n + 2], ms: i === 2 ? 260 : 120, at: i * 110, volume: 0.14 }));
      return;
    case 'win-medium':
      [0, 1, 2, 3, 5].forEach((n, i) => tone(ctx, out, t, { from: SCALE[n + 2], ms: 130, at: i * 100, volume: 0.13, type: 'triangle' }));
      [5, 7, 9].forEach((n) => tone(ctx, out, t, { from: SCALE[n], ms: 600, at: 520, volume: 0.07 }));
      return;
    case 'win-big':
      SCALE.forEach((hz, i) => tone(ctx, out, t, { from: hz, ms: 140, at: i * 80, volume: 0.12, type: 'triangle' }));
      [5, 7, 9].forEach((n) => tone(ctx, out, t, { from: SCALE[n], ms: 1_400, at: 820, volume: 0.08 }));
      tone(ctx, out, t, { from: 131, ms: 1_400, at: 820, volume: 0.08, type: 'triangle' });
      for (let i = 0; i < 10; i++) tone(ctx, out, t, { from: 2_000 + ((i * 733) % 1_800), ms: 90, at: 900 + i * 110, volume: 0.05 });
      return;
  }
}

export function playEffect(ctx: AudioContextLike, sound: TableEffect, options: EffectOptions = {}): void {
  effect(ctx, sound, options);
}

// The music: a soft plucked line on the pentatonic over a low drone, two bars of eight notes each
// picked from the scale by a fixed walk, so it loops without repeating too plainly. Quiet under the
// effects; scheduled a little ahead on the output's clock, as WebAudio needs.
const MUSIC_VOLUME = 0.05;
const BEAT_S = 0.42;
const AHEAD_S = 0.6;
const WALK = [0, 2, 4, 3, 5, 4, 2, 1, 2, 4, 6, 5, 3, 2, 1, 0];

/** Starts the loop; the function returned fades it out and stops it. */
export function startMusic(ctx: AudioContextLike): () => void {
  const master = ctx.createGain();
  master.gain.setValueAtTime(0.0001, ctx.currentTime);
  master.gain.exponentialRampToValueAtTime(MUSIC_VOLUME, ctx.currentTime + 1.5);
  master.connect(ctx.destination);
  let beat = 0;
  let next = ctx.currentTime + 0.1;
  const schedule = () => {
    while (next < ctx.currentTime + AHEAD_S) {
      const step = beat % WALK.length;
      tone(ctx, master, next, { from: SCALE[WALK[step]], ms: BEAT_S * 900, volume: 0.5, type: 'triangle' });
      // A drone under each bar, a fifth between the two.
      if (step % 8 === 0) tone(ctx, master, next, { from: step === 0 ? 131 : 98, ms: BEAT_S * 8 * 1000, volume: 0.35 });
      beat += 1;
      next += BEAT_S;
    }
  };
  schedule();
  const timer = setInterval(schedule, 200);
  return () => {
    clearInterval(timer);
    const now = ctx.currentTime;
    master.gain.cancelScheduledValues(now);
    master.gain.setValueAtTime(MUSIC_VOLUME, now);
    master.gain.exponentialRampToValueAtTime(0.0001, now + 0.4);
    setTimeout(() => master.disconnect(), 500);
  };
}

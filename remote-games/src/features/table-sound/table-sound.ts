import { soundPreference } from '@app/shared/signed-in';
import { proxy } from 'valtio';
import { lateChunk } from '../game-table/late-part';

// The tables' sounds: a chip set down, the dice or the bowl shaken and lifted, a win as big as it is,
// and the music. This file is what the table loads with it: the sound output and the two switches'
// rules. The sounds themselves are made in table-synth.ts, a chunk asked for on the first tap (or
// once the table is on screen, with a switch on). Silent until `unlock()` runs inside a tap (the
// browsers' autoplay rule), and whenever the player's switch for it is off.
export type TableEffect = 'chip' | 'shake' | 'lift' | 'win-small' | 'win-medium' | 'win-big';

export interface EffectOptions {
  /** How long the shake lasts (ms). */
  ms?: number;
  /** Starts this much later (ms), on the output's own clock. */
  at?: number;
}

export type AudioContextLike = Pick<
  AudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
  | 'state'
  | 'resume'
  | 'createOscillator'
  | 'createGain'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createBiquadFilter'
>;

let context: AudioContextLike | null = null;
let makeContext: () => AudioContextLike | null = () => {
  const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
  return Ctor ? new Ctor() : null;
};

const synth = lateChunk(() => import(/* webpackChunkName: "table-audio" */ './table-synth'));

// The output running and the sounds' chunk in: the music may start (use-table-music.ts).
export const audioState = proxy({ ready: false });

function markReady(): void {
  audioState.ready = !!context && context.state === 'running' && synth.loaded() !== null;
}

/** Tests give a fake; the page uses the browser's AudioContext. */
export function setAudioContextFactory(factory: () => AudioContextLike | null): void {
  makeContext = factory;
  context = null;
  audioState.ready = false;
}

/** Asks for the sounds' chunk ahead of the first tap (nothing plays by it). */
export function preloadSounds(): Promise<void> {
  return synth.load().then(markReady, () => undefined);
}

/** Call from a tap handler: the first one opens the audio output, later ones wake it if suspended. */
export function unlock(): void {
  if (!soundPreference.music && !soundPreference.effects) return;
  try {
    context ??= makeContext();
    if (context && context.state === 'suspended') void context.resume().then(markReady, () => undefined);
  } catch {
    context = null;
  }
  void preloadSounds();
}

/** Plays `sound` if the player allows effects and has tapped the table; otherwise nothing. */
export function play(sound: TableEffect, options?: EffectOptions): boolean {
  const sounds = synth.loaded();
  if (!soundPreference.effects || !context || context.state !== 'running' || !sounds) return false;
  try {
    sounds.playEffect(context, sound, options);
    return true;
  } catch {
    return false;
  }
}

/** Starts the music if the output is open; the function returned stops it. */
export function startMusic(): (() => void) | null {
  const sounds = synth.loaded();
  if (!context || context.state !== 'running' || !sounds) return null;
  try {
    return sounds.startMusic(context);
  } catch {
    return null;
  }
}

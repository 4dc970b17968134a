import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { soundPreference, type BetSettledEvent } from '@app/shared/signed-in';
import { shakeMs } from '../game-table/reveal-timing';
import { play, preloadSounds, startMusic, audioState } from './table-sound';
import { winSize } from './win-size';

// The short shake before the bowl waits for the player's hand ("Tự nặn bát").
const SQUEEZE_SHAKE_MS = 900;

export interface RoundSounds {
  /** The round on show in its result phase, or null. */
  roundId: number | null;
  revealing: boolean;
  durationMs: number;
  /** The player opens the bowl: it lifts when they do, not on a schedule. */
  squeeze: boolean;
  /** The player's outcome, given only once the round is revealed. */
  settled: BetSettledEvent | null;
}

/**
 * The sounds of a round as it plays out on the table: the shake for as long as the dice or the bowl
 * are shaken, the lift when they come up, and once the result is shown a win as big as it is.
 */
export function useTableSounds({ roundId, revealing, durationMs, squeeze, settled }: RoundSounds): void {
  const revealed = useRef<number | null>(null);
  useEffect(() => {
    if (roundId === null || !revealing || revealed.current === roundId) return;
    revealed.current = roundId;
    const shake = squeeze ? SQUEEZE_SHAKE_MS : shakeMs(durationMs);
    play('shake', { ms: shake });
    if (!squeeze) play('lift', { at: shake });
  }, [roundId, revealing, durationMs, squeeze]);

  const wasSqueezing = useRef(false);
  useEffect(() => {
    if (wasSqueezing.current && !revealing) play('lift');
    wasSqueezing.current = revealing && squeeze;
  }, [revealing, squeeze]);

  const cheered = useRef<number | null>(null);
  useEffect(() => {
    const size = settled ? winSize(settled) : null;
    if (!settled || !size || cheered.current === settled.sessionId) return;
    cheered.current = settled.sessionId;
    play(`win-${size}`);
  }, [settled]);
}

/** The music while the table is open, with its switch on and once a tap opened the sound output. */
export function useTableMusic(): void {
  const { music, effects } = useSnapshot(soundPreference);
  const { ready } = useSnapshot(audioState);
  // After the table is on screen, the sounds' chunk comes in the background, so the first tap sounds.
  useEffect(() => {
    if (!music && !effects) return;
    const id = setTimeout(() => void preloadSounds(), 1_000);
    return () => clearTimeout(id);
  }, [music, effects]);
  useEffect(() => {
    if (!music || !ready) return;
    const stop = startMusic();
    return () => stop?.();
  }, [music, ready]);
}

import { useEffect, useRef } from 'react';
import type { BetSettledEvent, RoundResultDto } from '@app/shared';
import { play } from './table-sound';

/**
 * The sounds of a round as it plays out on the table: the shake while the dice roll or the bowl is
 * shaken, the reveal when they land, and a win when the round paid the player more than they staked on it.
 */
export function useTableSounds(result: RoundResultDto | null, revealing: boolean, settled: BetSettledEvent | null): void {
  const wasRevealing = useRef(false);
  useEffect(() => {
    if (revealing && !wasRevealing.current) play('shake');
    if (!revealing && wasRevealing.current && result) play('reveal');
    wasRevealing.current = revealing;
  }, [revealing, result]);

  const cheered = useRef<number | null>(null);
  useEffect(() => {
    if (!settled || settled.totalPayout <= settled.totalStake || cheered.current === settled.sessionId) return;
    cheered.current = settled.sessionId;
    play('win');
  }, [settled]);
}

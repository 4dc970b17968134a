// The round clock of the broadcast anchors (bare-socketio-server.mjs, ws-floor-server.mjs): rounds
// of BETTING_S + RESULT_S seconds (from the environment) from now, the same clock as the games
// bench's server. At each
// round's opening `open(status)` gets a round status (the `sessionStatus` payload), and at its planned end of betting
// `result(roundResult)` gets a round result with the fields and sizes of a real one (dice, seeds of
// 64 hex digits).
export const ANCHOR_GAME = 'taixiu';

export function playRounds({ open, result }) {
  const bettingMs = Number(process.env.BETTING_S) * 1000;
  const resultMs = Number(process.env.RESULT_S) * 1000;
  const openRound = (roundId, startedAt) => {
    const bettingEndsAt = startedAt + bettingMs;
    open({
      gameType: ANCHOR_GAME,
      sessionId: roundId,
      phase: 'betting',
      endsAt: bettingEndsAt,
      bettingEndsAt,
      resultEndsAt: bettingEndsAt + resultMs,
    });
    setTimeout(
      () => {
        result({
          gameType: ANCHOR_GAME,
          sessionId: roundId,
          dice: [3, 5, 6],
          outcome: 'tai',
          winningSides: ['tai'],
          seed: 'a'.repeat(64),
          previousSeed: 'b'.repeat(64),
          chainId: 1,
          chainIndex: roundId,
          settledAt: Date.now(),
        });
        setTimeout(() => openRound(roundId + 1, bettingEndsAt + resultMs), Math.max(0, bettingEndsAt + resultMs - Date.now()));
      },
      Math.max(0, bettingEndsAt - Date.now()),
    );
  };
  openRound(1, Date.now());
}

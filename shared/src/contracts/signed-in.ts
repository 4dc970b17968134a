// The contracts only a signed-in player's screens use: exported by `@app/shared/signed-in`, not by
// `@app/shared`, so that a page before sign-in does not carry them.
export * from './payment-service';
export * from './payment-messages';
export * from './deposits';
export * from './withdrawals';
export * from './bank-accounts';
export * from './two-factor';
export * from './responsible-gaming';
export * from './games';
export * from './game-api';
export * from './big-wins';
export * from './leaderboard';
export * from './jackpot';
export * from './money-text';
export * from './inbox';
export * from './status-labels';
export * from './referrals';

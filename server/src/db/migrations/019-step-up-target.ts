// An operator's second-level-password token names the one row it may change (a deposit order, a
// receiving account, a player...): a token asked for in one dialog cannot be replayed on another row.
// A player's tokens leave it empty, as every token issued before this migration does.
export const stepUpTarget = {
  id: '019_step_up_target',
  sql: `
ALTER TABLE two_factor_tokens ADD COLUMN target text;
`,
};

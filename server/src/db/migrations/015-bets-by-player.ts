// The bet history reads a player's bets of both games together, newest first, a page at a time
// (`id < before`): game_bets_by_user (user_id, game, id) serves one game at a time, this one both.
export const betsByPlayer = {
  id: '015_bets_by_player',
  sql: `
CREATE INDEX game_bets_by_user_newest ON game_bets (user_id, id);
`,
};

// A player may stay off the public lists of winners (the tables' big-wins ticker, the leaderboards):
// left out of them altogether, not only masked. Off by default, as the lists were before.
export const publicListsOptOut = {
  id: '039_public_lists_opt_out',
  sql: `
ALTER TABLE users ADD COLUMN hide_from_public_lists boolean NOT NULL DEFAULT false;
`,
};

// The round's big wins, shown on each table after its reveal (and later the chat): a player's net
// gain of one round, under a masked name. Players who chose to stay off the public lists (their
// profile's switch) are left out by the server, not merely masked.
import { define, object } from 'superstruct';
import type { GameType } from './games';

// How many players the ticker names per round, and how many settled rounds the server answers for
// a page that opens mid-round.
export const BIG_WINS_TOP = 5;
export const BIG_WINS_ROUNDS = 3;

// One line of the ticker: net = what the player was paid in the round minus what they staked in it.
export interface BigWinDto {
  name: string;
  net: number;
}

// A settled round's big wins (`bigWins` to the game's room, right after its `roundResult`; and
// GET /api/game-<g>/big-wins, the last BIG_WINS_ROUNDS rounds, newest first). `wins` is empty when
// nobody came out ahead.
export interface RoundBigWinsDto {
  gameType: GameType;
  sessionId: number;
  wins: BigWinDto[];
}

// "tuanvip88" → "tuan***88": the first 4 and last 2 characters stay. A shorter name keeps less, so
// that about half of it or more stays hidden: 6 characters keep 2 + 1, 4–5 keep 1 + 1, 3 or fewer
// only the first. Counted in code points, so a name never splits inside a character.
export function maskUsername(username: string): string {
  const chars = [...username.trim()];
  const n = chars.length;
  if (n === 0) return '***';
  if (n <= 3) return `${chars[0]}***`;
  const [head, tail] = n >= 7 ? [4, 2] : n === 6 ? [2, 1] : [1, 1];
  return `${chars.slice(0, head).join('')}***${chars.slice(n - tail).join('')}`;
}

// The player's choice to stay off the public lists of winners (the ticker and the leaderboards):
// GET and PUT /api/core/public-lists, {hidden}.
export interface PublicListsPreferenceDto {
  hidden: boolean;
}

export const PUBLIC_LISTS_MESSAGES = {
  label: 'Ẩn tên tôi khỏi bảng xếp hạng và tin thắng lớn',
  hiddenInvalid: 'Lựa chọn ẩn tên không hợp lệ',
  saved: 'Đã lưu lựa chọn hiển thị tên',
} as const;

export const PublicListsPreferenceBody = object({
  hidden: define<boolean>('hidden', (v) => (typeof v === 'boolean' ? true : PUBLIC_LISTS_MESSAGES.hiddenInvalid)),
});

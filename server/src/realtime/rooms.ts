import { GAME_TYPES, operatorRoom, userRoom } from '@app/shared/contracts';

export { operatorRoom, userRoom };
export const sessionRoom = (loginSessionId: string) => `session_${loginSessionId}`;
// One string per game room, not one per join: every socket in a room keeps the room's name in its
// own set of rooms (socket.io's adapter), and 5,000 copies of "game_taixiu" are 160 KB.
const gameRooms = new Map<string, string>(GAME_TYPES.map((game) => [game, `game_${game}`]));
export const gameRoom = (gameType: string) => gameRooms.get(gameType) ?? `game_${gameType}`;
export const orderRoom = (orderId: number) => `order_${orderId}`;

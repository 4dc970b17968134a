import { userRoom } from '@app/shared/contracts';

export { userRoom };
export const sessionRoom = (sid: string) => `session_${sid}`;
export const gameRoom = (gameType: string) => `game_${gameType}`;
export const orderRoom = (orderId: number) => `order_${orderId}`;

export const GAME_TYPES = ['taixiu', 'xocdia'] as const;

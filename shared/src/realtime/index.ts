export { realtimeStore, getSocket, type RealtimeState, type RealtimeStatus, type AppSocket } from './realtime-store';
export { connectRealtime, disconnectRealtime, isAuthConnectError, type ConnectOptions } from './connection';
export { registerRejoin, type Rejoin } from './rejoin';
export { subscribeRealtime } from './subscriptions';
export { useRealtimeStatus } from './use-realtime-status';

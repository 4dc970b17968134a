import { useSnapshot } from 'valtio';
import { realtimeStore, type RealtimeStatus } from './realtime-store';

export const useRealtimeStatus = (): RealtimeStatus => useSnapshot(realtimeStore).status;

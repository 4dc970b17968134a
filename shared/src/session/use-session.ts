import { useSnapshot } from 'valtio';
import { sessionStore } from './session-store';

export const useSession = () => useSnapshot(sessionStore);

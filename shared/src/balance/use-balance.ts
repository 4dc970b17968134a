import { useSnapshot } from 'valtio';
import { balanceStore } from './balance-store';

export const useBalance = () => useSnapshot(balanceStore);

import { testHostContract } from '@app/shared/test-utils';
import TaiXiuScreen from '../features/tai-xiu/tai-xiu-screen';
import XocDiaScreen from '../features/xoc-dia/xoc-dia-screen';
import BetHistoryScreen from '../features/bet-history/bet-history-screen';

// This remote against the host it is loaded into: it exposes every screen the host's pages and shell
// mount from it (and nothing else), each one the component below, held by the compiler to the props
// the host gives it (RemoteScreenProps); and the shared singletons it asks for are the versions the
// host provides. The server checks the same of a published version before making it live.
testHostContract('remote_games', {
  'remote_games/TaiXiuScreen': TaiXiuScreen,
  'remote_games/XocDiaScreen': XocDiaScreen,
  'remote_games/BetHistoryScreen': BetHistoryScreen,
});

import { GameTable } from '../game-table';
import { useGameSession } from '../game-session/use-game-session';

// /tro-choi/tai-xiu (default export: the host loads it lazily through module federation).
export default function TaiXiuScreen() {
  const { view, actions } = useGameSession('taixiu');
  return <GameTable view={view} actions={actions} />;
}

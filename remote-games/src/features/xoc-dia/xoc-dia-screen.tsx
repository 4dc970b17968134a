import { GameTable } from '../game-table';
import { useGameSession } from '../game-session/use-game-session';

// /tro-choi/xoc-dia (default export: the host loads it lazily through module federation).
export default function XocDiaScreen() {
  const { view, actions } = useGameSession('xocdia');
  return <GameTable view={view} actions={actions} />;
}

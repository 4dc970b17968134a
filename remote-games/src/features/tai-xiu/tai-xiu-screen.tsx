import { GameComingSoon } from '../coming-soon/game-coming-soon';

export default function TaiXiuScreen() {
  return <GameComingSoon name="Tài Xỉu" icon="dice" rules="Ba xúc xắc: tổng 11–17 là Tài, 4–10 là Xỉu." />;
}

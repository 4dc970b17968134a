import { GameComingSoon } from '../coming-soon/game-coming-soon';

export default function XocDiaScreen() {
  return <GameComingSoon name="Xóc Đĩa" icon="coins" rules="Bốn đồng xu đỏ hoặc trắng: đoán Chẵn, Lẻ, hoặc số mặt đỏ." />;
}

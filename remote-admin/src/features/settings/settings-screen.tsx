import { Screen } from '../kit/kit';
import { DepositConfigsPanel } from './deposit-configs-panel';
import { GameLimitsPanel } from './game-limits-panel';
import { ReferralRewardPanel } from './referral-reward-panel';
import { JackpotPanel } from './jackpot-panel';
import { VendorCardsPanel } from './vendor-cards-panel';

export function SettingsScreen() {
  return (
    <Screen title="Cấu hình" subtitle="Mỗi thay đổi có hiệu lực ngay và được ghi vào nhật ký quản trị.">
      <VendorCardsPanel />
      <DepositConfigsPanel />
      <GameLimitsPanel />
      <JackpotPanel />
      <ReferralRewardPanel />
    </Screen>
  );
}

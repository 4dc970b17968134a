import type { DepositService } from '../deposit-service';
import type { SettingsService } from '../settings-service';

// What the deposit routes share, built once by depositsFeature.
export interface DepositRouteContext {
  deposits: DepositService;
  settings: SettingsService;
}

export { selfExclusionRefusals, responsibleGamingDepositGuard } from './responsible-gaming-service';

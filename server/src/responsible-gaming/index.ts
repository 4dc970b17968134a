export { assertNotSelfExcluded, responsibleGamingDepositGuard } from './responsible-gaming-service';

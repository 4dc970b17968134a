export { assertNotSelfExcluded, responsibleGamingDepositGuard } from './responsible-gaming-store';

import { renderScreens } from '@app/shared/prerender';
import TaiXiuScreen from './features/tai-xiu/tai-xiu-screen';
import XocDiaScreen from './features/xoc-dia/xoc-dia-screen';

// The tables drawn at build time, as the app draws them first: the table with the round's figures
// blank (data-fill). The page fills the round's number, phase and countdown from the round status
// it asks for itself (server/src/static/early-requests.ts); the app takes over once it has the round.
export const prerender = () => renderScreens({ TaiXiuScreen, XocDiaScreen });

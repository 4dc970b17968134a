import { renderScreens } from '@app/shared/prerender';
import LoginScreen from './features/login/login-screen';
import RegisterScreen from './features/register/register-screen';

// The screens drawn at build time: the sign-in forms, which need no data. The server puts them in
// the page; the app then takes over, keeping what the player typed.
export const prerender = () => renderScreens({ LoginScreen, RegisterScreen });

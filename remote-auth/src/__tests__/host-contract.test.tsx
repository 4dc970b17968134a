import { testHostContract } from '@app/shared/test-utils';
import LoginScreen from '../features/login/login-screen';
import RegisterScreen from '../features/register/register-screen';
import SupportScreen from '../features/support/support-screen';
import ProfileScreen from '../features/profile/profile-screen';
import ReferralScreen from '../features/referral/referral-screen';
import PasswordRecoveryScreen from '../features/password-recovery/password-recovery-screen';

// This remote against the host it is loaded into: it exposes every screen the host's pages and shell
// mount from it (and nothing else), each one the component below, held by the compiler to the props
// the host gives it (RemoteScreenProps); and the shared singletons it asks for are the versions the
// host provides. The server checks the same of a published version before making it live.
testHostContract('remote_auth', {
  'remote_auth/LoginScreen': LoginScreen,
  'remote_auth/RegisterScreen': RegisterScreen,
  'remote_auth/SupportScreen': SupportScreen,
  'remote_auth/ProfileScreen': ProfileScreen,
  'remote_auth/ReferralScreen': ReferralScreen,
  'remote_auth/PasswordRecoveryScreen': PasswordRecoveryScreen,
});

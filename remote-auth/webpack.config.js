const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-auth',
  port: 3001,
  exposes: {
    './LoginScreen': './src/features/login/login-screen.tsx',
    './RegisterScreen': './src/features/register/register-screen.tsx',
    './SupportScreen': './src/features/support/support-screen.tsx',
    './ProfileScreen': './src/features/profile/profile-screen.tsx',
    './ReferralScreen': './src/features/referral/referral-screen.tsx',
    './PasswordRecoveryScreen': './src/features/password-recovery/password-recovery-screen.tsx',
  },
  prerender: './src/prerender.tsx',
});

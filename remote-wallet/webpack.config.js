const { createAppConfig } = require('@app/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'remote-wallet',
  port: 3002,
  exposes: {
    './WalletScreen': './src/features/wallet/wallet-screen.tsx',
    './WalletDialogs': './src/features/wallet-dialogs/wallet-dialogs.tsx',
    './SecondPasswordRecoveryScreen': './src/features/second-password-recovery/second-password-recovery-screen.tsx',
  },
});

// One jest run over every package; each package keeps its own config beside its code.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-auth',
    '<rootDir>/remote-wallet',
    '<rootDir>/remote-games',
    '<rootDir>/remote-admin',
    '<rootDir>/server',
  ],
};

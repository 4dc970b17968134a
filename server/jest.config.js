module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$|\\.cjs$': ['@swc/jest'] },
  // Node 20 runs import() in CommonJS and require() of ESM-only packages; jest's module loader does
  // neither without --experimental-vm-modules. swc compiles these to plain require(): PGlite and
  // @fastify/cookie import() modules at run time, cookie and content-disposition (from
  // @fastify/static) are ESM-only, as are otplib's base32 and hash plugins (@scure, @noble).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|@fastify\\+cookie|@fastify/cookie|@electric-sql\\+pglite|@electric-sql/pglite|@scure\\+base|@scure/base|@noble\\+hashes|@noble/hashes)[@/])',
  ],
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/jest-setup.ts'],
};

export * from './api-helpers';
export * from './create-test-app';
export * from './socket-helpers';
export * from './operator-helpers';
export * from './operator-totp-helpers';
export * from './test-config';
export * from './test-database';

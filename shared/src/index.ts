// The one entry every app imports from (a module-federation singleton): contracts, state, the HTTP
// client and the player's endpoints, the realtime connection, formatting and the ui kit.
export * from './contracts/player';
export * from './format';
export * from './resource';
export * from './notify';
export * from './session';
export * from './balance';
export * from './http';
export * from './api';
export * from './realtime';
export * from './browser';
export * from './ui';
export * from './forms';
export * from './theme';
export * from './payments';
export * from './games';
export * from './security';
export * from './inbox';
export * from './site-content';

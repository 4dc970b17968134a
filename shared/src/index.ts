// The one entry every app imports from (a module-federation singleton): contracts, state, the HTTP
// client and the endpoints of the session, the realtime connection, formatting and the ui kit. What
// only a signed-in player's screens use is in signed-in.ts (`@app/shared/signed-in`).
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
export * from './security';
export * from './site-content';

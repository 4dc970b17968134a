// The contracts only the operator console and the server use. They are not exported by
// `@app/shared` (every player page's first load would carry them): the console imports them from
// `@app/shared/contracts`.
export * from './admin';
export * from './bank-transfer-time';
export * from './reports';
export * from './exports';
export * from './ip-bans';
export * from './players';
export * from './risk';
export * from './adjustments';
export * from './withdrawal-batch';
export * from './remote-releases-admin';

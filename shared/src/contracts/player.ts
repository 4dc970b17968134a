// The contracts a player's pages may use: what `@app/shared` itself exports, and so what every
// page's first load carries.
export * from './messages';
export * from './constants';
export * from './api';
export * from './events';
export * from './auth';
export * from './validate';
export * from './security';
export * from './recovery';
export * from './vietnam-dates';
export * from './site-content';
export * from './routes';
export * from './remote-releases';
export * from './remote-screens';

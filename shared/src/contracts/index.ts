export * from './messages';
export * from './constants';
export * from './api';
export * from './events';
export * from './auth';
export * from './validate';
export * from './payments';
export * from './games';

export * from './errors';
export * from './errorBody';

export * from './constants';
export * from './contract';

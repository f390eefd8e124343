export * from './contract';
export * from './constants';

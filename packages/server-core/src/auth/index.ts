export * from './principal';

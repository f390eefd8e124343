export * from './EntityProvider';

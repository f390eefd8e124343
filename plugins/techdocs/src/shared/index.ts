export * from './constants';
export * from './contract';
export * from './pageFormat';
export * from './docsRoutePath';

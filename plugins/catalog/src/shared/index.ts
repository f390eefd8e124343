export * from './contract';
export * from './constants';
export * from './changeSignals';
export * from './entityRoutePath';

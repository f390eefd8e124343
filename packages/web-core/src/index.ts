export * from './client';
export * from './components';
export * from './components/Table';
export * from './app';

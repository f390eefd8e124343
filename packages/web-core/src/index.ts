export * from './client';
export * from './components';
export * from './components/Table';
export * from './app';
export * from './starred';
export * from './alerts';
export * from './entityPresentation';

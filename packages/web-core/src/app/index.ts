export * from './AppContext';
export * from './WebPlugin';

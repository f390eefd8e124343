export * from './AppContext';
export * from './WebPlugin';
export * from './createLazyPage';
export * from './useAfterFirstPaint';
export * from './useHasBeenTrue';
export * from './createStore';

export * from './AtriumGlobalStyles';
export * from './globalClasses';
export * from './visuallyHidden';

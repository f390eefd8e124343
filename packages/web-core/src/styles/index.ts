export * from './AtriumGlobalStyles';
export * from './globalClasses';

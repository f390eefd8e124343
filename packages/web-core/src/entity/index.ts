export * from './EntityProvider';
export * from './EntityTabsProvider';

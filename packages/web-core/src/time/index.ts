export * from './formatRelativeTime';
export * from './useNow';

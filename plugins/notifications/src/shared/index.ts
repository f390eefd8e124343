export * from './contract';
export * from './truncateText';

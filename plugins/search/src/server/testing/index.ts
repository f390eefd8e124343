export * from './startSearchServer';

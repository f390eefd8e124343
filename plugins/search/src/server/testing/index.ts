export * from './startSearchServer';
export * as catalogWords from '../engine/relevance/catalogWords';

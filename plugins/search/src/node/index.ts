// The search's face for server plugins: the collator extension point and the document shape.
export { searchCollators, type SearchCollator, type SearchIndexSink } from './searchCollators';
export type { SearchDocument } from '../server/engine/SearchEngine';

// Search's face for other web plugins: the query client and the highlighted-text component. The
// app takes the plugin itself from `@atrium/plugin-search/web`.
export { querySearch, searchQueryOptions } from '../web/api/searchQuery';
export { buildSearchQueryString, type SearchQueryRequest } from '../web/api/searchQueryString';
export {
  HighlightedText,
  type HighlightedTextProps,
} from '../web/components/HighlightedText/HighlightedText';
export { SEARCH_TYPES, type SearchResult, type SearchResultSet } from '../shared';

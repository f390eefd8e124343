import { SEARCH_TYPES } from '../shared';

/** Where the search page lives; the modal's 'View Full Results' goes there. */
export const SEARCH_PATH = '/search';

/** The search bar waits this long after the last key before it asks (Backstage's search bar). */
export const SEARCH_DEBOUNCE_MS = 200;

/** How many results the modal shows while you type. */
export const MODAL_PAGE_LIMIT = 10;

/** The page's type tabs: their label and the types each asks for (none: all). */
export const SEARCH_TABS = [
  { label: 'All', types: [] },
  { label: 'Software Catalog', types: [SEARCH_TYPES.catalog] },
  { label: 'Documentation', types: [SEARCH_TYPES.docs] },
] as const;

export const NO_RESULTS = 'Sorry, no results were found';
export const RESULTS_ERROR = 'Error encountered while fetching search results';

/** The URL of the search page for a term. */
export function searchPageUrl(term: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ term }).toString()}`;
}

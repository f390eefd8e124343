import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { buildSearchQueryString, parseSearchQueryString } from '../../api/searchQueryString';
import type { SearchQueryRequest } from '../../api/searchQueryString';

export interface SearchPageState {
  request: SearchQueryRequest;
  setTerm(term: string): void;
  setTypes(types: readonly string[]): void;
  setFilter(field: string, values: readonly string[]): void;
  setCursor(cursor: string | undefined): void;
}

/**
 * The page's state lives in the URL (term, types, filters, cursor), so a search can be shared,
 * reloaded and gone back to. A new term, type or filter asks for a different result list, so it
 * drops the cursor: page 3 of the old list means nothing in the new one.
 */
export function useSearchPageState(): SearchPageState {
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => parseSearchQueryString(params), [params]);
  const update = useCallback(
    (next: SearchQueryRequest, replace: boolean) =>
      setParams(new URLSearchParams(buildSearchQueryString(next)), { replace }),
    [setParams],
  );
  return useMemo(
    () => ({
      request,
      // Typing replaces the history entry: Back should not step through every pause.
      setTerm: term => update({ ...request, term, pageCursor: undefined }, true),
      setTypes: types => update({ ...request, types, pageCursor: undefined }, false),
      setFilter: (field, values) => {
        const filters = { ...request.filters, [field]: values };
        if (values.length === 0) delete filters[field];
        update({ ...request, filters, pageCursor: undefined }, false);
      },
      setCursor: pageCursor => update({ ...request, pageCursor }, false),
    }),
    [request, update],
  );
}

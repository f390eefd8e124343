import type { Principal } from '@atrium/server-core';
import type { SearchResult, SearchResultDocument, SearchResultSet } from '../../shared';
import { HIGHLIGHT_TAGS, type SearchCandidate, type SearchEngine } from '../engine/SearchEngine';
import { MAX_CANDIDATES } from '../config/searchConfig';
import { encodePageCursor } from '../request/pageCursor';
import type { SearchRequest } from '../request/parseSearchQuery';
import type { ReadableFilter } from './createReadableFilter';

export interface SearchService {
  /** One page of the readable results, ranked, with the count of all readable ones. */
  query(request: SearchRequest, principal: Principal): Promise<SearchResultSet>;
}

/**
 * Permissions are applied to a bounded set of ranked candidates before paging, so the count and
 * the pages only ever include what the caller may read (the engine cannot judge permissions).
 */
export function createSearchService(engine: SearchEngine, filter: ReadableFilter): SearchService {
  return {
    async query(request, principal) {
      const candidates = await engine.query({
        term: request.term,
        types: request.types,
        filters: request.filters,
        limit: MAX_CANDIDATES,
      });
      const allowed = await filter.readable(
        principal,
        candidates.map(candidate => candidate.document),
      );
      const readable = candidates.filter((_, index) => allowed[index]);
      const { offset, pageLimit } = request;
      const page = readable.slice(offset, offset + pageLimit);
      return {
        results: page.map((candidate, index) => toResult(candidate, offset + index + 1)),
        numberOfResults: readable.length,
        ...(offset + pageLimit < readable.length && {
          nextPageCursor: encodePageCursor(offset + pageLimit),
        }),
        ...(offset > 0 && {
          previousPageCursor: encodePageCursor(Math.max(0, offset - pageLimit)),
        }),
      };
    },
  };
}

function toResult({ document, highlight }: SearchCandidate, rank: number): SearchResult {
  const fields = Object.entries(document.fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const answered: SearchResultDocument = {
    ...Object.fromEntries(fields),
    title: document.title,
    text: document.text,
    location: document.location,
  };
  return {
    type: document.type,
    document: answered,
    rank,
    highlight: { ...HIGHLIGHT_TAGS, fields: { ...highlight } },
  };
}

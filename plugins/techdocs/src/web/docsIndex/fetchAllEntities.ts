import type { ApiClient } from '@atrium/web-core';
import {
  queryEntities,
  type EntityFilters,
  type QueryEntitiesResponse,
} from '@atrium/plugin-catalog/react';

/** Keeps each answer small; the first rows' request does not wait for a huge body. */
const PAGE_LIMIT = 1000;

/**
 * Bounds the rows one list holds in the browser: the documents table sorts and searches on the
 * client, which stays quick up to this many.
 */
export const MAX_LISTED_ENTITIES = 10_000;

/**
 * Every entity passing `filter`, following the server's cursors, in one answer whose totalItems is
 * the server's count (which exceeds the items when the list was cut at MAX_LISTED_ENTITIES).
 */
export async function fetchAllEntities(
  api: ApiClient,
  filter: EntityFilters,
): Promise<QueryEntitiesResponse> {
  const first = await queryEntities(api, { filter, limit: PAGE_LIMIT });
  const items = [...first.items];
  let cursor = first.pageInfo.nextCursor;
  while (cursor && items.length < MAX_LISTED_ENTITIES) {
    const page = await queryEntities(api, { filter, cursor, limit: PAGE_LIMIT });
    items.push(...page.items);
    cursor = page.pageInfo.nextCursor;
  }
  return { items: items.slice(0, MAX_LISTED_ENTITIES), totalItems: first.totalItems, pageInfo: {} };
}

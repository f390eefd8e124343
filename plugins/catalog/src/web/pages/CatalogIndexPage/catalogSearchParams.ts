import type { EntityFilterQuery } from '../../api';

/** What the catalog index shows; kept in the URL so a link reproduces the view. */
export interface CatalogView {
  /** Lower-case, as in the URL. */
  kind: string;
  /** Empty means every type. */
  type: string;
  /** The full-text search term; empty means none. */
  text: string;
}

export const DEFAULT_CATALOG_KIND = 'component';

/** `?kind=component&type=service&q=text`; a missing kind means Component. */
export function readCatalogView(params: URLSearchParams): CatalogView {
  return {
    kind: (params.get('kind') || DEFAULT_CATALOG_KIND).toLowerCase(),
    type: params.get('type') ?? '',
    text: params.get('q') ?? '',
  };
}

/** The URL query of a view, keeping parameters other pages or plugins put there. */
export function writeCatalogView(params: URLSearchParams, view: CatalogView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('kind', view.kind.toLowerCase());
  setOrDelete(next, 'type', view.type);
  setOrDelete(next, 'q', view.text.trim() === '' ? '' : view.text);
  return next;
}

export function catalogViewFilter(view: CatalogView): EntityFilterQuery {
  return view.type ? { kind: view.kind, 'spec.type': view.type } : { kind: view.kind };
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value) params.set(key, value);
  else params.delete(key);
}

import type { EntityFilterQuery, UserListOption } from '@atrium/plugin-catalog/react';
import { TECHDOCS_ENTITY_ANNOTATION, TECHDOCS_REF_ANNOTATION } from '../../shared/constants';

/** What the docs index shows; kept in the URL so a link reproduces the view. */
export interface DocsIndexView {
  user: UserListOption;
  /** Full entity refs of Users and Groups. */
  owners: string[];
  tags: string[];
}

/** `?user=all&owner=ref&tag=t`; spec 000 §2: a missing user list means Owned. */
export function readDocsIndexView(params: URLSearchParams): DocsIndexView {
  const user = params.get('user');
  return {
    user: user === 'starred' || user === 'all' ? user : 'owned',
    owners: params.getAll('owner'),
    tags: params.getAll('tag'),
  };
}

/** The URL query of a view, keeping parameters other pages or plugins put there. */
export function writeDocsIndexView(params: URLSearchParams, view: DocsIndexView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.user === 'owned') next.delete('user');
  else next.set('user', view.user);
  next.delete('owner');
  for (const owner of view.owners) next.append('owner', owner);
  next.delete('tag');
  for (const tag of view.tags) next.append('tag', tag);
  return next;
}

/**
 * Entities with docs of their own or pointing at another's: one filter per annotation, which the
 * server ORs. The owner and tag widgets narrow both alike.
 */
export function docsIndexFilter(view: Pick<DocsIndexView, 'owners' | 'tags'>): EntityFilterQuery[] {
  const narrowing: EntityFilterQuery = {};
  if (view.owners.length > 0) narrowing['relations.ownedBy'] = view.owners;
  if (view.tags.length > 0) narrowing['metadata.tags'] = view.tags;
  return [TECHDOCS_REF_ANNOTATION, TECHDOCS_ENTITY_ANNOTATION].map(annotation => ({
    [`metadata.annotations.${annotation}`]: true,
    ...narrowing,
  }));
}

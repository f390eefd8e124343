import { describe, expect, it } from 'vitest';
import { docsIndexFilter, readDocsIndexView, writeDocsIndexView } from './docsIndexSearchParams';

describe('readDocsIndexView', () => {
  it('shows owned docs unless the URL names another user list', () => {
    expect(readDocsIndexView(new URLSearchParams())).toEqual({
      user: 'owned',
      owners: [],
      tags: [],
    });
    expect(readDocsIndexView(new URLSearchParams('user=bogus')).user).toBe('owned');
    expect(
      readDocsIndexView(new URLSearchParams('user=all&owner=group:default/a&tag=java&tag=go')),
    ).toEqual({ user: 'all', owners: ['group:default/a'], tags: ['java', 'go'] });
  });
});

describe('writeDocsIndexView', () => {
  it('writes what differs from the default and keeps unrelated parameters', () => {
    const written = writeDocsIndexView(new URLSearchParams('x=1&tag=old'), {
      user: 'starred',
      owners: ['group:default/a'],
      tags: ['java'],
    });
    expect(written.toString()).toBe('x=1&user=starred&owner=group%3Adefault%2Fa&tag=java');
    expect(
      writeDocsIndexView(new URLSearchParams('user=all'), {
        user: 'owned',
        owners: [],
        tags: [],
      }).toString(),
    ).toBe('');
  });
});

describe('docsIndexFilter', () => {
  it('ORs the two docs annotations, each narrowed by owners and tags', () => {
    expect(docsIndexFilter({ owners: ['group:default/a'], tags: ['java'] })).toEqual([
      {
        'metadata.annotations.backstage.io/techdocs-ref': true,
        'relations.ownedBy': ['group:default/a'],
        'metadata.tags': ['java'],
      },
      {
        'metadata.annotations.backstage.io/techdocs-entity': true,
        'relations.ownedBy': ['group:default/a'],
        'metadata.tags': ['java'],
      },
    ]);
  });
});

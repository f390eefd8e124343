import { describe, expect, it } from 'vitest';
import {
  catalogViewFilter,
  ownedFilter,
  readCatalogView,
  writeCatalogView,
  type CatalogView,
} from './catalogSearchParams';

const EMPTY_VIEW: CatalogView = {
  kind: 'component',
  type: '',
  text: '',
  lifecycles: [],
  namespaces: [],
  tags: [],
  owners: [],
  orphan: false,
  error: false,
  user: 'all',
};

describe('readCatalogView', () => {
  it('defaults to every Component for all users', () => {
    expect(readCatalogView(new URLSearchParams())).toEqual(EMPTY_VIEW);
  });

  it('reads every filter', () => {
    const params = new URLSearchParams(
      'kind=API&type=grpc&q=pay&lifecycle=production&lifecycle=beta&namespace=ops&tag=java' +
        '&owner=group:default/team-a&orphan=true&error=true&user=starred',
    );
    expect(readCatalogView(params)).toEqual({
      kind: 'api',
      type: 'grpc',
      text: 'pay',
      lifecycles: ['production', 'beta'],
      namespaces: ['ops'],
      tags: ['java'],
      owners: ['group:default/team-a'],
      orphan: true,
      error: true,
      user: 'starred',
    });
  });

  it('reads an unknown user list as All', () => {
    expect(readCatalogView(new URLSearchParams('user=mine')).user).toBe('all');
  });
});

describe('writeCatalogView', () => {
  it('writes the view and drops empty parts, keeping other parameters', () => {
    const params = writeCatalogView(
      new URLSearchParams('type=service&q=old&tab=x&tag=old&orphan=true&user=owned'),
      { ...EMPTY_VIEW, kind: 'System', text: ' ' },
    );
    expect(params.toString()).toBe('tab=x&kind=system');
  });

  it('repeats a parameter for each chosen value and round-trips', () => {
    const view: CatalogView = {
      ...EMPTY_VIEW,
      lifecycles: ['production', 'beta'],
      owners: ['user:default/ann'],
      orphan: true,
      user: 'owned',
    };
    const params = writeCatalogView(new URLSearchParams(), view);
    expect(params.toString()).toBe(
      'kind=component&lifecycle=production&lifecycle=beta&owner=user%3Adefault%2Fann&orphan=true&user=owned',
    );
    expect(readCatalogView(params)).toEqual(view);
  });
});

describe('catalogViewFilter', () => {
  it('filters by kind, and by type when one is chosen', () => {
    expect(catalogViewFilter(EMPTY_VIEW)).toEqual({ kind: 'component' });
    expect(catalogViewFilter({ ...EMPTY_VIEW, type: 'service', text: 'x' })).toEqual({
      kind: 'component',
      'spec.type': 'service',
    });
  });

  it('sends every chosen filter to the server', () => {
    expect(
      catalogViewFilter({
        ...EMPTY_VIEW,
        lifecycles: ['production'],
        namespaces: ['ops'],
        tags: ['java', 'go'],
        owners: ['group:default/team-a'],
        orphan: true,
      }),
    ).toEqual({
      kind: 'component',
      'spec.lifecycle': ['production'],
      'metadata.namespace': ['ops'],
      'metadata.tags': ['java', 'go'],
      'relations.ownedBy': ['group:default/team-a'],
      'metadata.annotations.backstage.io/orphan': 'true',
    });
  });

  it('ignores owners for users and groups (spec 001 §5)', () => {
    expect(
      catalogViewFilter({ ...EMPTY_VIEW, kind: 'group', owners: ['group:default/a'] }),
    ).toEqual({ kind: 'group' });
  });
});

describe('ownedFilter', () => {
  it('adds the ownership refs', () => {
    expect(ownedFilter({ kind: 'component' }, ['user:default/guest'])).toEqual({
      kind: 'component',
      'relations.ownedBy': ['user:default/guest'],
    });
  });

  it('keeps only the chosen owners that are the user, or nothing when none is', () => {
    const refs = ['user:default/guest', 'group:default/team-a'];
    expect(
      ownedFilter({ 'relations.ownedBy': ['group:default/team-a', 'group:default/b'] }, refs),
    ).toEqual({ 'relations.ownedBy': ['group:default/team-a'] });
    expect(ownedFilter({ 'relations.ownedBy': ['group:default/b'] }, refs)).toBeUndefined();
  });

  it('narrows each of several OR-ed filters', () => {
    expect(ownedFilter([{ a: true }, { b: true }], ['user:default/guest'])).toEqual([
      { a: true, 'relations.ownedBy': ['user:default/guest'] },
      { b: true, 'relations.ownedBy': ['user:default/guest'] },
    ]);
    expect(
      ownedFilter([{ 'relations.ownedBy': 'group:default/b' }], ['user:default/guest']),
    ).toBeUndefined();
  });
});

describe('the Has Error filter', () => {
  it('round-trips through the URL and filters on error status items', () => {
    const view = { ...readCatalogView(new URLSearchParams('kind=component&error=true')) };
    expect(view.error).toBe(true);
    expect(writeCatalogView(new URLSearchParams(), view).get('error')).toBe('true');
    expect(catalogViewFilter(view)['status.items.level']).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { catalogViewFilter, readCatalogView, writeCatalogView } from './catalogSearchParams';

describe('readCatalogView', () => {
  it('defaults to every Component', () => {
    expect(readCatalogView(new URLSearchParams())).toEqual({
      kind: 'component',
      type: '',
      text: '',
    });
  });

  it('reads kind, type and search term', () => {
    expect(readCatalogView(new URLSearchParams('kind=API&type=grpc&q=pay'))).toEqual({
      kind: 'api',
      type: 'grpc',
      text: 'pay',
    });
  });
});

describe('writeCatalogView', () => {
  it('writes the view and drops empty parts, keeping other parameters', () => {
    const params = writeCatalogView(new URLSearchParams('type=service&q=old&tab=x'), {
      kind: 'System',
      type: '',
      text: ' ',
    });
    expect(params.toString()).toBe('tab=x&kind=system');
  });
});

describe('catalogViewFilter', () => {
  it('filters by kind, and by type when one is chosen', () => {
    expect(catalogViewFilter({ kind: 'component', type: '', text: '' })).toEqual({
      kind: 'component',
    });
    expect(catalogViewFilter({ kind: 'component', type: 'service', text: 'x' })).toEqual({
      kind: 'component',
      'spec.type': 'service',
    });
  });
});

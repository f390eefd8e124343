import { describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { catalogSearchDocument } from './catalogSearchDocument';

const entity = (kind: string, metadata: Entity['metadata'], spec?: Entity['spec']): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata,
  ...(spec ? { spec } : {}),
});

describe('catalogSearchDocument', () => {
  it('makes a Component a document with its title, description and filter fields', () => {
    const component = entity(
      'Component',
      { name: 'Payments-API', namespace: 'Billing', title: 'Payments', description: 'Takes money' },
      { type: 'service', lifecycle: 'production', owner: 'group:billing/team-a' },
    );
    expect(catalogSearchDocument(component)).toEqual({
      type: 'software-catalog',
      key: 'component:billing/payments-api',
      title: 'Payments',
      text: 'Takes money',
      location: '/catalog/billing/component/Payments-API',
      fields: {
        kind: 'Component',
        namespace: 'Billing',
        name: 'Payments-API',
        lifecycle: 'production',
        owner: 'group:billing/team-a',
        type: 'service',
        displayName: undefined,
        email: undefined,
      },
      resourceRef: 'component:billing/Payments-API',
    });
  });

  it('titles a User by its display name and finds it by its email', () => {
    const user = entity(
      'User',
      { name: 'ada', description: 'Writes the ledger' },
      { profile: { displayName: 'Ada Lovelace', email: 'ada@example.com' }, memberOf: ['team-a'] },
    );
    const document = catalogSearchDocument(user);
    expect(document).toMatchObject({
      key: 'user:default/ada',
      title: 'Ada Lovelace',
      text: 'Writes the ledger\nada@example.com',
      location: '/catalog/default/user/ada',
      resourceRef: 'user:default/ada',
    });
    expect(document.fields).toMatchObject({
      kind: 'User',
      namespace: 'default',
      name: 'ada',
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('gives a Group its display name, email and type, and a metadata title wins over both', () => {
    const group = entity(
      'Group',
      { name: 'team-a' },
      {
        type: 'team',
        profile: { displayName: 'Team A', email: 'team-a@example.com' },
        children: [],
      },
    );
    expect(catalogSearchDocument(group)).toMatchObject({
      title: 'Team A',
      text: 'team-a@example.com',
      fields: { type: 'team', displayName: 'Team A', email: 'team-a@example.com' },
    });
    const titled = { ...group, metadata: { ...group.metadata, title: 'The A Team' } };
    expect(catalogSearchDocument(titled).title).toBe('The A Team');
  });

  it('falls back to the name, and ignores spec fields that are not text', () => {
    const odd = entity(
      'Widget',
      { name: 'gadget', description: '' },
      { type: 7, owner: ['a'], lifecycle: null, profile: 'nobody' },
    );
    const document = catalogSearchDocument(odd);
    expect(document.title).toBe('gadget');
    expect(document.text).toBe('');
    expect(document.fields).toMatchObject({
      type: undefined,
      owner: undefined,
      lifecycle: undefined,
      displayName: undefined,
    });
    expect(catalogSearchDocument(entity('Location', { name: 'x' })).fields.type).toBeUndefined();
  });

  it('encodes the parts of the entity page path', () => {
    const document = catalogSearchDocument(entity('Component', { name: 'a b?c' }, {}));
    expect(document.location).toBe('/catalog/default/component/a%20b%3Fc');
  });
});

import type { Entity } from '@atrium/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { fakeFacetsRoute, ownedEntity } from '../OverviewTab/OwnershipCard/fakeFacetsRoute';
import { UserOwnershipCard } from './UserOwnershipCard';
import { UserProfileCard } from './UserProfileCard';

const jane: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name: 'jdoe', namespace: 'default' },
  spec: {
    memberOf: ['team-a', 'guild-web'],
    profile: {
      displayName: 'Jane Doe',
      email: 'jane@example.com',
      picture: 'https://pictures.example.com/jane.png',
    },
  },
  relations: [
    { type: 'memberOf', targetRef: 'group:default/team-a' },
    { type: 'memberOf', targetRef: 'group:default/guild-web' },
  ],
};

function render(element: React.ReactElement) {
  const backend = createFakeFetch({
    '/entity-facets': fakeFacetsRoute([
      ownedEntity('Component', 'notes', 'library', 'user:default/jdoe'),
      ownedEntity('Component', 'shop', 'website', 'group:default/team-a'),
      ownedEntity('Component', 'style-guide', 'documentation', 'group:default/guild-web'),
      ownedEntity('Component', 'billing', 'service', 'group:default/finance'),
    ]),
  });
  renderCatalogRoute(element, { path: '/', url: '/', fetch: backend.fetch });
  return backend;
}

describe('UserProfileCard', () => {
  it('shows the picture, name, email and the groups as links', () => {
    render(<UserProfileCard user={jane} />);

    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByRole('img', { name: 'Jane Doe' }).getAttribute('src')).toBe(
      'https://pictures.example.com/jane.png',
    );
    expect(within(card).getByRole('link', { name: 'jane@example.com' }).getAttribute('href')).toBe(
      'mailto:jane@example.com',
    );
    const groups = within(card).getByRole('list', { name: 'Groups' });
    expect(
      within(groups)
        .getAllByRole('link')
        .map(link => link.getAttribute('href')),
    ).toEqual(['/catalog/default/group/team-a', '/catalog/default/group/guild-web']);
  });

  it('falls back to the name and says when there are no groups', () => {
    render(<UserProfileCard user={{ ...jane, spec: { memberOf: [] }, relations: [] }} />);
    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByText('jdoe')).toBeDefined();
    expect(within(card).getByText('None')).toBeDefined();
  });
});

describe('UserOwnershipCard', () => {
  it("counts what the user and the user's groups own, linking to the same owners", async () => {
    const backend = render(<UserOwnershipCard user={jane} />);

    const card = screen.getByRole('region', { name: 'Ownership' });
    const components = await within(card).findByRole('group', { name: 'Component' });
    const total = within(components).getByRole('link', { name: '3 in total' });
    expect(
      new URL(total.getAttribute('href') ?? '', 'http://x').searchParams.getAll('owner'),
    ).toEqual(['user:default/jdoe', 'group:default/team-a', 'group:default/guild-web']);
    expect(within(components).getByRole('link', { name: '1 library' })).toBeDefined();
    expect(within(components).queryByRole('link', { name: /service/ })).toBeNull();
    expect(
      within(card).getByText('Owned by this user or by the groups they are a member of'),
    ).toBeDefined();
    expect(backend.requestsTo('/entities/by-query')).toHaveLength(0);
  });
});

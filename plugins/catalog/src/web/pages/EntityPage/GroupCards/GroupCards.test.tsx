import type { Entity } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byRefsRoute, createFakeFetch, type FakeRoute } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { fakeFacetsRoute, ownedEntity } from '../OverviewTab/OwnershipCard/fakeFacetsRoute';
import { GroupMembersCard } from './GroupMembersCard';
import { GroupOwnershipCard } from './GroupOwnershipCard';
import { GroupProfileCard } from './GroupProfileCard';

const TEAM = 'group:default/team-a';

const team: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'team-a', namespace: 'default', description: 'Builds the shop' },
  spec: {
    type: 'team',
    children: ['web-squad'],
    profile: {
      displayName: 'Team A',
      email: 'team-a@example.com',
      picture: 'https://pictures.example.com/team-a.png',
    },
  },
  relations: [
    { type: 'childOf', targetRef: 'group:default/engineering' },
    { type: 'parentOf', targetRef: 'group:default/web-squad' },
  ],
};

const webSquad: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'web-squad', namespace: 'default' },
  spec: { type: 'squad', children: [] },
  relations: [{ type: 'childOf', targetRef: TEAM }],
};

function render(element: React.ReactElement, routes: Record<string, FakeRoute> = {}) {
  const backend = createFakeFetch(routes);
  renderCatalogRoute(element, { path: '/', url: '/', fetch: backend.fetch });
  return backend;
}

describe('GroupProfileCard', () => {
  it('shows the picture, name, email, description and the parent and child groups', () => {
    render(<GroupProfileCard group={team} />);

    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByRole('img', { name: 'Team A' }).getAttribute('src')).toBe(
      'https://pictures.example.com/team-a.png',
    );
    expect(within(card).getByText('team')).toBeDefined();
    expect(
      within(card).getByRole('link', { name: 'team-a@example.com' }).getAttribute('href'),
    ).toBe('mailto:team-a@example.com');
    expect(within(card).getByText('Builds the shop')).toBeDefined();
    const parent = within(card).getByRole('list', { name: 'Parent group' });
    expect(within(parent).getByRole('link', { name: 'engineering' }).getAttribute('href')).toBe(
      '/catalog/default/group/engineering',
    );
    const children = within(card).getByRole('list', { name: 'Child groups' });
    expect(within(children).getByRole('link', { name: 'web-squad' }).getAttribute('href')).toBe(
      '/catalog/default/group/web-squad',
    );
  });

  it('says None where the group has no parent or children', () => {
    render(<GroupProfileCard group={{ ...webSquad, relations: [] }} />);
    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getAllByText('None')).toHaveLength(2);
    expect(within(card).getByText('W')).toBeDefined();
  });
});

/** 45 members served 20 a page, with cursors naming the page. */
function membersRoute(): FakeRoute {
  const users = Array.from({ length: 45 }, (_, i): Entity => {
    const name = `user-${String(i + 1).padStart(2, '0')}`;
    return {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'User',
      metadata: { name, namespace: 'default' },
      spec: {
        profile: {
          displayName: `Person ${i + 1}`,
          email: `${name}@example.com`,
          picture: `https://p/${name}`,
        },
      },
    };
  });
  return url => {
    const page = Number(url.searchParams.get('cursor') ?? '0');
    return {
      items: users.slice(page * 20, page * 20 + 20),
      totalItems: users.length,
      pageInfo: {
        ...(page < 2 ? { nextCursor: String(page + 1) } : {}),
        ...(page > 0 ? { prevCursor: String(page - 1) } : {}),
      },
    };
  };
}

describe('GroupMembersCard', () => {
  it('asks the server for one page of members at a time and pages through them', async () => {
    const user = userEvent.setup();
    const backend = render(<GroupMembersCard group={team} />, {
      '/entities/by-query': membersRoute(),
    });

    const card = await screen.findByRole('region', { name: 'Members (45)' });
    const list = within(card).getByRole('list', { name: 'Members (45)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe(
      '/catalog/default/user/user-01',
    );
    expect(within(list).getByRole('link', { name: 'user-01@example.com' })).toBeDefined();
    expect(within(list).getByRole('img', { name: 'Person 1' }).getAttribute('src')).toBe(
      'https://p/user-01',
    );
    expect(within(card).getByRole('status').textContent).toBe('1–20 of 45');
    const [first] = backend.requestsTo('/entities/by-query');
    expect(first?.searchParams.get('limit')).toBe('20');
    expect(first?.searchParams.get('filter')).toBe(`kind=user,relations.memberOf=${TEAM}`);
    expect(first?.searchParams.get('fields')).toContain('spec.profile');
    expect(within(card).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(within(card).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('21–40 of 45'));
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('41–45 of 45'));
    expect(within(card).getByRole('link', { name: 'Person 45' })).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(within(card).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('21–40 of 45'));
    expect(
      backend.requestsTo('/entities/by-query').map(url => url.searchParams.get('cursor')),
    ).toEqual([null, '1', '2', '1']);
  });

  it('says when the group has no members', async () => {
    render(<GroupMembersCard group={team} />, {
      '/entities/by-query': () => ({ items: [], totalItems: 0, pageInfo: {} }),
    });
    expect(await screen.findByText('This group has no members')).toBeDefined();
  });
});

describe('GroupOwnershipCard', () => {
  const owned = [
    ownedEntity('Component', 'shop', 'website', TEAM),
    ownedEntity('Component', 'cart', 'service', TEAM),
    ownedEntity('API', 'cart-api', 'openapi', TEAM),
    ownedEntity('Component', 'checkout', 'service', 'group:default/web-squad'),
    ownedEntity('Resource', 'cdn', 'cdn', 'group:default/web-squad'),
  ];
  const routes = {
    '/entity-facets': fakeFacetsRoute(owned),
    '/entities/by-refs': byRefsRoute([team, webSquad]),
  };

  it('counts what the group owns by kind and type, each count a link to the catalog', async () => {
    const backend = render(<GroupOwnershipCard group={team} />, routes);

    const card = screen.getByRole('region', { name: 'Ownership' });
    const components = await within(card).findByRole('group', { name: 'Component' });
    const total = within(components).getByRole('link', { name: '2 in total' });
    expect(total.getAttribute('href')).toBe(
      `/catalog?kind=component&owner=${encodeURIComponent(TEAM)}`,
    );
    expect(within(components).getByRole('link', { name: '1 service' }).getAttribute('href')).toBe(
      `/catalog?kind=component&type=service&owner=${encodeURIComponent(TEAM)}`,
    );
    expect(within(components).getByRole('link', { name: '1 website' })).toBeDefined();
    const apis = within(card).getByRole('group', { name: 'API' });
    expect(within(apis).getByRole('link', { name: '1 openapi' })).toBeDefined();
    expect(within(card).queryByRole('group', { name: 'Resource' })).toBeNull();
    // Facets only: no entity of the group's is loaded.
    expect(backend.requestsTo('/entities/by-query')).toHaveLength(0);
  });

  it("adds the child groups' ownership when switched on", async () => {
    const user = userEvent.setup();
    const backend = render(<GroupOwnershipCard group={team} />, routes);
    const card = screen.getByRole('region', { name: 'Ownership' });
    await within(card).findByRole('group', { name: 'Component' });
    expect(backend.requestsTo('/entities/by-refs')).toHaveLength(0);

    await user.click(within(card).getByRole('switch', { name: "Include children's ownership" }));

    const components = await within(card).findByRole('group', { name: 'Component' });
    await waitFor(() =>
      expect(within(components).getByRole('link', { name: '3 in total' })).toBeDefined(),
    );
    expect(within(components).getByRole('link', { name: '2 service' }).getAttribute('href')).toBe(
      `/catalog?kind=component&type=service&owner=${encodeURIComponent(TEAM)}&owner=${encodeURIComponent('group:default/web-squad')}`,
    );
    expect(within(card).getByRole('group', { name: 'Resource' })).toBeDefined();
    expect(within(card).getByText('Owned by this group and its 1 child group')).toBeDefined();
  });

  it('says when the group owns nothing', async () => {
    render(<GroupOwnershipCard group={{ ...team, metadata: { name: 'idle' } }} />, routes);
    expect(await screen.findByText('Owns no entities')).toBeDefined();
  });
});

import type { Entity } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthorizeRequestItem } from '@atrium/model';
import { defineWebPlugin, type EntityMenuItemContext } from '@atrium/web-core';
import {
  byRefsRoute,
  createFakeFetch,
  errorResponse,
  PERMISSION_AUTHORIZE_PATH,
  permissionRoute,
} from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { EntityPage } from './EntityPage';

const PATH = '/catalog/:namespace/:kind/:name/*';

const billing: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'billing',
    namespace: 'finance',
    title: 'Billing Service',
    description: 'Sends the invoices',
    tags: ['java', 'payments'],
    links: [{ url: 'https://billing.example.com', title: 'Dashboard' }],
  },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a', system: 'payments' },
  relations: [
    { type: 'ownedBy', targetRef: 'group:default/team-a' },
    { type: 'dependsOn', targetRef: 'resource:finance/billing-db' },
  ],
};

function renderPage(url: string, fetch: typeof globalThis.fetch) {
  return renderCatalogRoute(<EntityPage />, { path: PATH, url, fetch });
}

describe('EntityPage', () => {
  it('shows the header, About card and relations of the entity', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/finance/billing': () => billing,
    });
    renderPage('/catalog/finance/component/billing', backend.fetch);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing Service in finance' }),
    ).toBeDefined();
    expect(screen.getByText('Component — service')).toBeDefined();

    // The Overview tab is a lazy chunk of its own.
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('Sends the invoices')).toBeDefined();
    expect(within(about).getByRole('link', { name: 'team-a' }).getAttribute('href')).toBe(
      '/catalog/default/group/team-a',
    );
    expect(within(about).getByRole('link', { name: 'payments' }).getAttribute('href')).toBe(
      '/catalog/default/system/payments',
    );
    expect(within(about).getByText('java')).toBeDefined();
    const links = screen.getByRole('region', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      'https://billing.example.com',
    );

    const relations = screen.getByRole('region', { name: 'Relations' });
    const dependsOn = within(relations).getByRole('list', { name: 'dependsOn' });
    expect(within(dependsOn).getByRole('link').getAttribute('href')).toBe(
      '/catalog/finance/resource/billing-db',
    );
    expect(within(relations).getByRole('list', { name: 'ownedBy' })).toBeDefined();
  });

  it('leaves the default namespace out of the title', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default' },
      }),
    });
    renderPage('/catalog/default/component/web', backend.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'web' })).toBeDefined();
  });

  it('warns when the entity does not exist', async () => {
    const backend = createFakeFetch({});
    renderPage('/catalog/default/component/ghost', backend.fetch);

    expect(
      await screen.findByText(
        'There is no component with the requested kind, namespace, and name.',
      ),
    ).toBeDefined();
    expect(backend.urls[0]?.pathname).toBe('/api/catalog/entities/by-name/component/default/ghost');
  });

  it('shows an error panel when loading fails', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () =>
        errorResponse(500, 'Error', 'The catalog is unavailable'),
    });
    renderPage('/catalog/default/component/web', backend.fetch);

    expect(await screen.findByRole('region', { name: 'The catalog is unavailable' })).toBeDefined();
  });

  describe('entity inspector', () => {
    const web: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: {
        name: 'web',
        namespace: 'default',
        uid: 'uid-web',
        etag: 'etag-1',
        annotations: { 'backstage.io/managed-by-location': 'url:https://x/y.yaml' },
        labels: { tier: 'front' },
      },
      spec: { type: 'website', owner: 'team-a' },
      relations: [{ type: 'partOf', targetRef: 'system:default/shop' }],
      status: { items: [{ level: 'warning', type: 'check', message: 'Slow to load' }] },
    };
    const routes = {
      '/entities/by-name/component/default/web': () => web,
      '/entities/by-refs': byRefsRoute([
        { ...web, kind: 'System', metadata: { name: 'shop', namespace: 'default' } },
      ]),
    };
    const location = () =>
      screen.getByRole('status', { name: 'Current location', hidden: true }).textContent;

    it('opens from the More menu on the overview and closes by removing the parameter', async () => {
      const user = userEvent.setup();
      renderPage('/catalog/default/component/web', createFakeFetch(routes).fetch);

      await user.click(await screen.findByRole('button', { name: 'More' }));
      await user.click(screen.getByRole('menuitem', { name: 'Inspect entity' }));

      const dialog = await screen.findByRole('dialog', { name: 'Entity Inspector' });
      expect(within(dialog).getByRole('tab', { name: 'Overview', selected: true })).toBeDefined();
      expect(within(dialog).getByText('etag-1')).toBeDefined();
      expect(within(dialog).getByText('front')).toBeDefined();
      expect(within(dialog).getByText(/Slow to load/).textContent).toBe(
        'warning check: Slow to load',
      );
      expect(location()).toBe('/catalog/default/component/web?inspect=');

      await user.click(within(dialog).getByRole('tab', { name: 'Raw JSON' }));
      expect(location()).toBe('/catalog/default/component/web?inspect=json');

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(location()).toBe('/catalog/default/component/web');
    });

    it('selects the tab named by the parameter, falling back to the overview', async () => {
      renderPage('/catalog/default/component/web?inspect=yaml', createFakeFetch(routes).fetch);
      const dialog = await screen.findByRole('dialog', { name: 'Entity Inspector' });
      expect(within(dialog).getByRole('tab', { name: 'Raw YAML', selected: true })).toBeDefined();
      expect(within(dialog).getByRole('button', { name: 'Copy YAML' })).toBeDefined();
      // Keys sorted: apiVersion, kind, metadata, relations, spec, status.
      const yaml = within(dialog).getByRole('tabpanel').textContent ?? '';
      expect(yaml.indexOf('apiVersion:')).toBeLessThan(yaml.indexOf('kind:'));
      expect(yaml.indexOf('relations:')).toBeLessThan(yaml.indexOf('spec:'));
    });

    it('opens the overview for an unknown tab', async () => {
      renderPage('/catalog/default/component/web?inspect=nonsense', createFakeFetch(routes).fetch);
      const dialog = await screen.findByRole('dialog', { name: 'Entity Inspector' });
      expect(within(dialog).getByRole('tab', { name: 'Overview', selected: true })).toBeDefined();
    });

    it('draws the ancestry and opens an ancestor, closing the dialog', async () => {
      const user = userEvent.setup();
      const backend = createFakeFetch({
        ...routes,
        '/entities/by-name/Component/default/web/ancestry': () => ({
          rootEntityRef: 'component:default/web',
          items: [
            { entity: web, parentEntityRefs: ['location:default/root'] },
            {
              entity: {
                apiVersion: 'backstage.io/v1alpha1',
                kind: 'Location',
                metadata: { name: 'root', namespace: 'default' },
              },
              parentEntityRefs: [],
            },
          ],
        }),
        '/entities/by-name/location/default/root': () => ({
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'Location',
          metadata: { name: 'root', namespace: 'default' },
        }),
      });
      renderPage('/catalog/default/component/web?inspect=ancestry', backend.fetch);

      const graph = await screen.findByRole('group', { name: 'Ancestry graph' });
      expect(within(graph).getByRole('link', { name: 'component:web' })).toBeDefined();
      await user.click(within(graph).getByRole('link', { name: 'location:root' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'root' })).toBeDefined();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(location()).toBe('/catalog/default/location/root');
    });

    it('lists colocated entities as links', async () => {
      const backend = createFakeFetch({
        ...routes,
        '/entities/by-query': () => ({
          items: [web, { ...web, metadata: { name: 'web-docs', namespace: 'default' } }],
          totalItems: 2,
          pageInfo: {},
        }),
      });
      renderPage('/catalog/default/component/web?inspect=colocated', backend.fetch);

      const list = await screen.findByRole('list', {
        name: 'Same location: url:https://x/y.yaml',
      });
      expect(within(list).getByRole('link', { name: 'web-docs' })).toBeDefined();
      expect(within(list).queryByRole('link', { name: 'web' })).toBeNull();
    });
  });

  it('shows parent entities as a breadcrumb and opens the unregister dialog', async () => {
    const user = userEvent.setup();
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default', uid: 'u1' },
        relations: [{ type: 'partOf', targetRef: 'system:default/shop' }],
      }),
      [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'ALLOW'),
    });
    renderPage('/catalog/default/component/web', backend.fetch);

    const crumbs = await screen.findByRole('navigation', { name: 'Parent entities' });
    expect(within(crumbs).getByRole('link', { name: 'system:shop' }).getAttribute('href')).toBe(
      '/catalog/default/system/shop',
    );
    // by-refs is unknown to this backend: the relation check fails quietly.
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() =>
      expect(
        screen.getByRole('menuitem', { name: 'Unregister entity' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Unregister entity' }));
    expect(
      await screen.findByRole('dialog', { name: 'Unregister component:default/web' }),
    ).toBeDefined();
  });

  it('disables unregister without the delete permission on this entity', async () => {
    const user = userEvent.setup();
    const asked: AuthorizeRequestItem[] = [];
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default', uid: 'u1' },
      }),
      [PERMISSION_AUTHORIZE_PATH]: permissionRoute(
        item => (item.resourceRef === 'component:default/other' ? 'ALLOW' : 'DENY'),
        asked,
      ),
    });
    renderPage('/catalog/default/component/web', backend.fetch);

    await screen.findByRole('heading', { level: 1 });
    // The About card asks about refreshing too; the delete check is the menu's.
    await waitFor(() =>
      expect(asked).toContainEqual(
        expect.objectContaining({
          permission: expect.objectContaining({
            name: 'catalog.entity.delete',
            resourceType: 'catalog-entity',
          }),
          resourceRef: 'component:default/web',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(
      screen.getByRole('menuitem', { name: 'Unregister entity' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('leaves unregister out for those without the permission when told to hide it', async () => {
    const user = userEvent.setup();
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default', uid: 'u1' },
      }),
      [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'DENY'),
    });
    renderCatalogRoute(<EntityPage />, {
      path: PATH,
      url: '/catalog/default/component/web',
      fetch: backend.fetch,
      catalogOptions: { unregisterEntity: 'hidden' },
    });

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(backend.requestsTo('/authorize')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Inspect entity' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Unregister entity' })).toBeNull();
  });

  it('warns about an orphan at the top of the page', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        relations: [],
        metadata: { name: 'web', uid: 'u1', annotations: { 'backstage.io/orphan': 'true' } },
      }),
    });
    renderPage('/catalog/default/component/web', backend.fetch);

    expect(
      await screen.findByRole('region', {
        name: 'Entity component:default/web is missing location',
      }),
    ).toBeDefined();
  });

  describe('by kind', () => {
    const group: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Group',
      metadata: { name: 'team-a', namespace: 'default', title: 'Team A (old)' },
      spec: { type: 'team', children: [], profile: { displayName: 'Team A' } },
      relations: [{ type: 'hasMember', targetRef: 'user:default/jdoe' }],
    };
    const jane: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'User',
      metadata: { name: 'jdoe', namespace: 'default' },
      spec: { memberOf: ['team-a'], profile: { displayName: 'Jane Doe' } },
      relations: [{ type: 'memberOf', targetRef: 'group:default/team-a' }],
    };
    const location: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Location',
      metadata: { name: 'root', namespace: 'default' },
      spec: { type: 'url', target: 'https://example.com/catalog-info.yaml' },
    };
    const routes = {
      '/entities/by-name/group/default/team-a': () => group,
      '/entities/by-name/user/default/jdoe': () => jane,
      '/entities/by-name/location/default/root': () => location,
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default' },
        spec: { type: 'service', owner: 'team-a' },
      }),
      '/entities/by-query': () => ({ items: [jane], totalItems: 1, pageInfo: {} }),
      '/entity-facets': () => ({ facets: { kind: [] } }),
    };

    /** The banner once the entity has loaded, with its kind's icon; the loading one has none. */
    async function banner(url: string, kind: string) {
      renderPage(url, createFakeFetch(routes).fetch);
      await screen.findByRole('img', { name: kind });
      return screen.getByRole('banner');
    }

    it('heads a Group with its display name and icon, without owner or lifecycle', async () => {
      const header = await banner('/catalog/default/group/team-a', 'Group');
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Team A');
      expect(within(header).getByText('Group — team')).toBeDefined();
      expect(within(header).queryByText('Owner')).toBeNull();
      expect(within(header).queryByText('Lifecycle')).toBeNull();
      expect(within(header).queryByText('Unknown')).toBeNull();
    });

    it('shows a Group its profile, ownership and members in place of About and Relations', async () => {
      renderPage('/catalog/default/group/team-a', createFakeFetch(routes).fetch);
      expect(await screen.findByRole('region', { name: 'Profile' })).toBeDefined();
      expect(screen.getByRole('region', { name: 'Ownership' })).toBeDefined();
      const members = await screen.findByRole('region', { name: 'Members (1)' });
      expect(within(members).getByRole('link', { name: 'Jane Doe' })).toBeDefined();
      expect(await screen.findByText('Owns no entities')).toBeDefined();
      expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Relations' })).toBeNull();
    });

    it('heads a User with the display name and shows the profile and ownership', async () => {
      const header = await banner('/catalog/default/user/jdoe', 'User');
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Jane Doe');
      expect(within(header).queryByText('Owner')).toBeNull();

      const profile = await screen.findByRole('region', { name: 'Profile' });
      const groups = within(profile).getByRole('list', { name: 'Groups' });
      expect(within(groups).getByRole('link').getAttribute('href')).toBe(
        '/catalog/default/group/team-a',
      );
      expect(screen.getByRole('region', { name: 'Ownership' })).toBeDefined();
      expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
    });

    it("heads a Component with its owner, 'Unknown' for its missing lifecycle, on its type's theme", async () => {
      const header = await banner('/catalog/default/component/web', 'Component');
      expect(within(header).getByRole('link', { name: 'team-a' }).getAttribute('href')).toBe(
        '/catalog/default/group/team-a',
      );
      expect(within(header).getByText('Lifecycle')).toBeDefined();
      expect(within(header).getByText('Unknown')).toBeDefined();
      expect(header.dataset.entityTheme).toBe('service');
      expect(await screen.findByRole('region', { name: 'About' })).toBeDefined();
    });

    it('heads a Location with its icon and neither owner nor lifecycle', async () => {
      const header = await banner('/catalog/default/location/root', 'Location');
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('root');
      expect(within(header).queryByText('Owner')).toBeNull();
      expect(within(header).queryByText('Lifecycle')).toBeNull();
      expect(header.dataset.entityTheme).toBe('other');
    });
  });

  describe('contributions of other plugins', () => {
    const web = { ...billing, metadata: { name: 'web', namespace: 'default', uid: 'u1' } };
    const routes = { '/entities/by-name/component/default/web': () => web };

    it("adds their 'More' menu entries that apply to the entity, before the built-in ones", async () => {
      const user = userEvent.setup();
      const selected: EntityMenuItemContext[] = [];
      const plugin = defineWebPlugin({
        id: 'ops',
        routes: [],
        entityContextMenuItems: [
          {
            id: 'ops.page',
            title: 'Page the owner',
            order: 10,
            onSelect: context => selected.push(context),
          },
          { id: 'ops.restart', title: 'Restart', disabled: () => true, onSelect: () => {} },
          {
            id: 'ops.api',
            title: 'Lint API',
            if: entity => entity.kind === 'API',
            onSelect: () => {},
          },
        ],
      });
      renderCatalogRoute(<EntityPage />, {
        path: PATH,
        url: '/catalog/default/component/web',
        fetch: createFakeFetch(routes).fetch,
        plugins: [plugin],
      });

      await user.click(await screen.findByRole('button', { name: 'More' }));
      expect(screen.getAllByRole('menuitem').map(item => item.textContent)).toEqual([
        'Restart',
        'Page the owner',
        'Unregister entity',
        'Inspect entity',
        'Copy entity URL',
      ]);
      expect(screen.getByRole('menuitem', { name: 'Restart' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await user.click(screen.getByRole('menuitem', { name: 'Page the owner' }));
      expect(selected.map(context => context.entity.metadata.name)).toEqual(['web']);
    });

    it('shows their overview cards that apply to the entity after the catalog cards', async () => {
      const plugin = defineWebPlugin({
        id: 'costs',
        routes: [],
        entityCards: [
          {
            id: 'costs.monthly',
            element: <section aria-label="Monthly cost">12 EUR</section>,
          },
          {
            id: 'costs.api',
            if: entity => entity.kind === 'API',
            element: <section aria-label="API calls">none</section>,
          },
        ],
      });
      renderCatalogRoute(<EntityPage />, {
        path: PATH,
        url: '/catalog/default/component/web',
        fetch: createFakeFetch(routes).fetch,
        plugins: [plugin],
      });

      const cost = await screen.findByRole('region', { name: 'Monthly cost' });
      expect(cost.textContent).toBe('12 EUR');
      const about = screen.getByRole('region', { name: 'About' });
      expect(about.compareDocumentPosition(cost) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'API calls' })).toBeNull();
    });
  });
});

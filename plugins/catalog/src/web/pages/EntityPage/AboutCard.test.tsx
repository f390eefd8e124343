import type { Entity } from '@atrium/model';
import { useApiClient } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entityQueryOptions } from '../../queries';
import {
  createFakeFetch,
  errorResponse,
  PERMISSION_AUTHORIZE_PATH,
  permissionRoute,
  type FakeRoute,
} from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { AboutCard } from './AboutCard';
import {
  NO_DOCS_REASON,
  NO_EDIT_REASON,
  NO_REFRESH_REASON,
  NO_SOURCE_REASON,
  NOT_PERMITTED_REASON,
} from './AboutCardActions';

function component(
  annotations: Record<string, string>,
  description = 'Sends the invoices',
): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'billing', namespace: 'default', description, annotations },
    spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
  };
}

const annotated = component({
  'backstage.io/managed-by-location': 'url:https://git.example.com/billing/catalog-info.yaml',
  'backstage.io/view-url': 'https://git.example.com/billing/blob/main/catalog-info.yaml',
  'backstage.io/edit-url': 'https://git.example.com/billing/edit/main/catalog-info.yaml',
  'backstage.io/techdocs-ref': 'dir:.',
});

/** The About card of the entity the catalog answers, as the entity page shows it. */
function EntityAboutCard() {
  const api = useApiClient();
  const entity = useQuery(
    entityQueryOptions(api, { kind: 'component', namespace: 'default', name: 'billing' }),
  );
  return entity.data ? <AboutCard entity={entity.data} /> : null;
}

function renderCard(entity: Entity, routes: Record<string, FakeRoute> = {}) {
  const backend = createFakeFetch({
    '/entities/by-name/component/default/billing': () => entity,
    [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'ALLOW'),
    ...routes,
  });
  renderCatalogRoute(<EntityAboutCard />, { path: '*', url: '/catalog', fetch: backend.fetch });
  return backend;
}

async function findCard(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'About' });
}

describe('AboutCard', () => {
  it('links to the source, the docs and the edit page the annotations name', async () => {
    renderCard(annotated);
    const card = await findCard();

    const source = within(card).getByRole('link', { name: 'View source' });
    expect(source.getAttribute('href')).toBe(
      'https://git.example.com/billing/blob/main/catalog-info.yaml',
    );
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByRole('link', { name: 'View docs' }).getAttribute('href')).toBe(
      '/docs/default/component/billing',
    );
    expect(within(card).getByRole('link', { name: 'Edit metadata' }).getAttribute('href')).toBe(
      'https://git.example.com/billing/edit/main/catalog-info.yaml',
    );
    expect(within(card).getByRole('button', { name: 'Refresh entity' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('falls back to the url: source location, then to the location the entity was read from', async () => {
    renderCard(
      component({
        'backstage.io/source-location': 'url:https://git.example.com/billing/tree/main/',
        'backstage.io/managed-by-location': 'url:https://git.example.com/billing/catalog-info.yaml',
        'backstage.io/techdocs-entity': 'system:payments',
      }),
    );
    const card = await findCard();
    expect(within(card).getByRole('link', { name: 'View source' }).getAttribute('href')).toBe(
      'https://git.example.com/billing/tree/main/',
    );
    // The docs of the entity the techdocs-entity annotation names, in this entity's namespace.
    expect(within(card).getByRole('link', { name: 'View docs' }).getAttribute('href')).toBe(
      '/docs/default/system/payments',
    );
  });

  it('links to the file the entity was read from when it has no other source', async () => {
    renderCard(
      component({
        'backstage.io/managed-by-location': 'url:https://git.example.com/billing/catalog-info.yaml',
      }),
    );
    const card = await findCard();
    expect(within(card).getByRole('link', { name: 'View source' }).getAttribute('href')).toBe(
      'https://git.example.com/billing/catalog-info.yaml',
    );
  });

  it('disables the actions that do not apply, saying why', async () => {
    const user = userEvent.setup();
    renderCard(
      component({
        'backstage.io/managed-by-location': 'provider:github-org',
        // Anyone who registers an entity writes its annotations: a script URL is no link.
        'backstage.io/edit-url': 'javascript:alert(1)',
      }),
    );
    const card = await findCard();

    const reasons = {
      'View source': NO_SOURCE_REASON,
      'View docs': NO_DOCS_REASON,
      'Edit metadata': NO_EDIT_REASON,
      'Refresh entity': NO_REFRESH_REASON,
    };
    for (const [label, reason] of Object.entries(reasons)) {
      const button = within(card).getByRole('button', { name: label });
      expect(button).toHaveProperty('disabled', true);
      // A disabled button gets no pointer events: the element around it carries the reason.
      expect(button.parentElement?.getAttribute('title')).toBe(reason);
    }
    await user.hover(within(card).getByRole('button', { name: 'Edit metadata' }).parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(NO_EDIT_REASON);
  });

  it('keeps Refresh disabled for someone the policy does not let refresh the entity', async () => {
    renderCard(annotated, { [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'DENY') });
    const card = await findCard();
    const button = within(card).getByRole('button', { name: 'Refresh entity' });
    await waitFor(() =>
      expect(button.parentElement?.getAttribute('title')).toBe(NOT_PERMITTED_REASON),
    );
    expect(button).toHaveProperty('disabled', true);
  });

  it('refreshes the entity and shows what the catalog read again', async () => {
    const user = userEvent.setup();
    let current = annotated;
    const refreshBodies: unknown[] = [];
    let finishRefresh = () => {};
    const backend = createFakeFetch({
      '/entities/by-name/component/default/billing': () => current,
      [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'ALLOW'),
    });
    // The refresh answers when the test says so, to see the button busy meanwhile.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (!String(input).endsWith('/api/catalog/refresh')) return backend.fetch(input, init);
      refreshBodies.push(JSON.parse(String(init?.body)));
      expect(init?.method).toBe('POST');
      await new Promise<void>(resolve => (finishRefresh = resolve));
      current = component(annotated.metadata.annotations ?? {}, 'Sends and archives the invoices');
      return new Response(null, { status: 200 });
    };
    renderCatalogRoute(<EntityAboutCard />, { path: '*', url: '/catalog', fetch });
    const card = await findCard();
    expect(within(card).getByText('Sends the invoices')).toBeDefined();

    await user.click(within(card).getByRole('button', { name: 'Refresh entity' }));

    const busy = within(card).getByRole('button', { name: 'Refresh entity' });
    await waitFor(() => expect(busy).toHaveProperty('disabled', true));
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(busy).getByRole('progressbar', { name: 'Refreshing' })).toBeDefined();
    expect(refreshBodies).toEqual([{ entityRef: 'component:default/billing' }]);

    finishRefresh();
    expect(await within(card).findByText('Sends and archives the invoices')).toBeDefined();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Refresh entity' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('shows an error alert when the refresh fails', async () => {
    const user = userEvent.setup();
    renderCard(annotated, {
      '/refresh': () => errorResponse(403, 'NotAllowedError', 'Not allowed to refresh'),
    });
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Refresh entity' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Could not refresh component:default/billing: Not allowed to refresh',
    );
    expect(within(card).getByText('Sends the invoices')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Refresh entity' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

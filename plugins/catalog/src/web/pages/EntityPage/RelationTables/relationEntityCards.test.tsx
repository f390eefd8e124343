import type { Entity } from '@atrium/model';
import { EntityProvider, extensionsFor, Progress } from '@atrium/web-core';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { byRefsRoute, createFakeFetch } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { relationEntityCards } from './relationEntityCards';

function entityOfKind(kind: string, relations: Entity['relations'] = []): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name: 'shown', namespace: 'default' },
    spec: {},
    relations,
  };
}

function cardIdsFor(kind: string): string[] {
  return extensionsFor(relationEntityCards, entityOfKind(kind)).map(card => card.id);
}

describe('relationEntityCards', () => {
  it('gives each kind its relation tables, whatever the case of its kind', () => {
    expect(cardIdsFor('System')).toEqual([
      'catalog.system-components',
      'catalog.system-apis',
      'catalog.system-resources',
    ]);
    expect(cardIdsFor('domain')).toEqual(['catalog.domain-systems']);
    expect(cardIdsFor('Resource')).toEqual(['catalog.resource-dependents']);
    expect(cardIdsFor('Component')).toEqual([
      'catalog.component-subcomponents',
      'catalog.component-provided-apis',
      'catalog.component-consumed-apis',
    ]);
    expect(cardIdsFor('API')).toEqual(['catalog.api-providers', 'catalog.api-consumers']);
    expect(cardIdsFor('Group')).toEqual([]);
    expect(cardIdsFor('User')).toEqual([]);
  });

  it('renders the lazily loaded tables for the entity of the page', async () => {
    const system = entityOfKind('System', [{ type: 'hasPart', targetRef: 'api:default/orders' }]);
    const orders: Entity = { ...entityOfKind('API'), metadata: { name: 'orders' } };
    const backend = createFakeFetch({ '/entities/by-refs': byRefsRoute([orders]) });
    renderCatalogRoute(
      <EntityProvider entity={system}>
        {extensionsFor(relationEntityCards, system).map(card => (
          <Suspense key={card.id} fallback={<Progress />}>
            {card.element}
          </Suspense>
        ))}
      </EntityProvider>,
      { path: '*', url: '/catalog', fetch: backend.fetch },
    );

    // The tables' chunk loads first: a busy machine may take longer than the default wait.
    const apis = await screen.findByRole('table', { name: 'APIs' }, { timeout: 5000 });
    expect(await within(apis).findByRole('link', { name: 'orders' })).toBeDefined();
    expect(screen.getByText('No components are part of this system')).toBeDefined();
    expect(screen.getByText('No resources are part of this system')).toBeDefined();
  });
});

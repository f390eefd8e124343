import type { Entity } from '@atrium/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { OwnerPicker } from './OwnerPicker';

function group(name: string, title?: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name, namespace: 'default', ...(title ? { title } : {}) },
    spec: { type: 'team' },
  };
}

function user(name: string, displayName: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'User',
    metadata: { name, namespace: 'default' },
    spec: { profile: { displayName } },
  };
}

function createBackend() {
  return createFakeFetch({
    '/entities/by-query': url =>
      url.searchParams.get('cursor') === 'next'
        ? { items: [group('zulu', 'Team Zulu')], totalItems: 3, pageInfo: {} }
        : {
            items: [group('alpha', 'Team Alpha'), user('ann', 'Ann Lee')],
            totalItems: 3,
            pageInfo: { nextCursor: 'next' },
          },
  });
}

function ChosenOwners() {
  const [owners, setOwners] = useState<string[]>([]);
  return (
    <>
      <OwnerPicker value={owners} onChange={setOwners} />
      <output aria-label="Chosen owners">{owners.join(' ')}</output>
    </>
  );
}

function renderPicker(fetch: typeof globalThis.fetch) {
  return renderCatalogRoute(<ChosenOwners />, { path: '/', url: '/', fetch });
}

describe('OwnerPicker', () => {
  it('offers Users and Groups by name, searched on the server after typing stops', async () => {
    const u = userEvent.setup();
    const backend = createBackend();
    renderPicker(backend.fetch);
    expect(backend.urls).toEqual([]);

    await u.click(screen.getByRole('combobox', { name: 'Owner' }));
    expect(await screen.findByRole('option', { name: 'Team Alpha' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'Ann Lee' })).toBeDefined();
    const first = backend.requestsTo('/entities/by-query')[0];
    expect(first?.searchParams.get('filter')).toBe('kind=user,kind=group');
    expect(first?.searchParams.get('orderField')).toBe('metadata.name,asc');
    expect(first?.searchParams.get('limit')).toBe('20');

    await u.paste('tea');
    // Debounced: nothing is asked until the user stops typing.
    expect(backend.urls.some(url => url.searchParams.get('fullTextFilterTerm'))).toBe(false);
    await waitFor(() =>
      expect(
        backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('fullTextFilterTerm'),
      ).toBe('tea'),
    );
    const search = backend.requestsTo('/entities/by-query').at(-1);
    expect(search?.searchParams.get('fullTextFilterFields')).toBe(
      'metadata.name,kind,metadata.title,spec.profile.displayName',
    );
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    const u = userEvent.setup();
    const backend = createBackend();
    renderPicker(backend.fetch);
    await u.click(screen.getByRole('combobox', { name: 'Owner' }));
    await screen.findByRole('option', { name: 'Team Alpha' });

    fireEvent.scroll(screen.getByRole('listbox'));
    expect(await screen.findByRole('option', { name: 'Team Zulu' })).toBeDefined();
    expect(backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('cursor')).toBe(
      'next',
    );
  });

  it('chooses several owners by their refs', async () => {
    const u = userEvent.setup();
    renderPicker(createBackend().fetch);
    await u.click(screen.getByRole('combobox', { name: 'Owner' }));
    await u.click(await screen.findByRole('option', { name: 'Team Alpha' }));
    await u.click(screen.getByRole('option', { name: 'Ann Lee' }));

    expect(screen.getByRole('status', { name: 'Chosen owners' }).textContent).toBe(
      'group:default/alpha user:default/ann',
    );
  });
});

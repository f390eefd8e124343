import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@atrium/web-core/testing';
import { LEGACY_STARRED_STORAGE_KEY } from './createStarredEntitiesStore';
import { StarredEntitiesProvider } from './StarredEntitiesProvider';
import { useStarredEntities } from './StarredEntitiesContext';

const url = 'http://localhost:7007/api/user-settings/buckets/starredEntities/keys/entityRefs';

/** A fake user-settings backend holding one value, recording every PUT body. */
function fakeSettings(initial?: unknown) {
  let stored = initial;
  const puts: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(url);
    if (init?.method === 'PUT') {
      const { value } = JSON.parse(String(init.body)) as { value: unknown };
      puts.push(value);
      stored = value;
      return Response.json({ bucket: 'starredEntities', key: 'entityRefs', value });
    }
    if (stored === undefined) {
      return Response.json(
        { error: { name: 'NotFoundError', message: 'not found' }, response: { statusCode: 404 } },
        { status: 404 },
      );
    }
    return Response.json({ bucket: 'starredEntities', key: 'entityRefs', value: stored });
  });
  return { fetch, puts, stored: () => stored };
}

function Starred() {
  const { starred, toggle } = useStarredEntities();
  const [error, setError] = useState<string>();
  return (
    <>
      <ul aria-label="Starred">
        {[...starred].map(ref => (
          <li key={ref}>{ref}</li>
        ))}
      </ul>
      <button
        onClick={() => toggle('Component:default/Rides').catch((e: Error) => setError(e.message))}
      >
        toggle
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderStarred(fetch: typeof globalThis.fetch) {
  return renderWithApp(
    <StarredEntitiesProvider>
      <Starred />
    </StarredEntitiesProvider>,
    { fetch },
  );
}

const items = () => screen.queryAllByRole('listitem').map(item => item.textContent);

describe('StarredEntitiesProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('loads the stored list', async () => {
    const server = fakeSettings(['component:default/a', 'api:default/b']);
    renderStarred(server.fetch);
    await waitFor(() => expect(items()).toEqual(['component:default/a', 'api:default/b']));
    expect(server.puts).toEqual([]);
  });

  it('starts empty when nothing is stored and stars, then unstars, saving the whole list', async () => {
    const user = userEvent.setup();
    const server = fakeSettings();
    renderStarred(server.fetch);
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(items()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(items()).toEqual(['component:default/rides']);
    await waitFor(() => expect(server.puts).toEqual([['component:default/rides']]));

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(items()).toEqual([]);
    await waitFor(() => expect(server.puts).toEqual([['component:default/rides'], []]));
  });

  it('adds to the refs already stored', async () => {
    const user = userEvent.setup();
    const server = fakeSettings(['api:default/b']);
    renderStarred(server.fetch);
    await waitFor(() => expect(items()).toEqual(['api:default/b']));

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() =>
      expect(server.puts).toEqual([['api:default/b', 'component:default/rides']]),
    );
  });

  it('puts the star back when saving fails', async () => {
    const user = userEvent.setup();
    const server = fakeSettings([]);
    server.fetch.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? Response.json({ error: { name: 'Error', message: 'down' } }, { status: 503 })
        : Response.json({ value: [] }),
    );
    renderStarred(server.fetch);
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect((await screen.findByRole('alert')).textContent).toContain('503');
    expect(items()).toEqual([]);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('migrates the legacy local list once, merged into the stored one', async () => {
    window.localStorage.setItem(
      LEGACY_STARRED_STORAGE_KEY,
      JSON.stringify(['entity:Component:default:Rides', 'entity:api:ops:payments', 'junk']),
    );
    const server = fakeSettings(['api:default/b', 'component:default/rides']);
    const first = renderStarred(server.fetch);

    await waitFor(() =>
      expect(server.puts).toEqual([
        ['api:default/b', 'component:default/rides', 'api:ops/payments'],
      ]),
    );
    await waitFor(() =>
      expect(items()).toEqual(['api:default/b', 'component:default/rides', 'api:ops/payments']),
    );
    expect(window.localStorage.getItem(LEGACY_STARRED_STORAGE_KEY)).toBeNull();
    first.unmount();

    renderStarred(server.fetch);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(server.puts).toHaveLength(1);
  });

  it('keeps the legacy list when the migration cannot be saved', async () => {
    window.localStorage.setItem(LEGACY_STARRED_STORAGE_KEY, '["entity:api:ops:payments"]');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Response.json({ error: { name: 'Error', message: 'down' } }, { status: 503 })
        : Response.json({ value: [] }),
    );
    renderStarred(fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(window.localStorage.getItem(LEGACY_STARRED_STORAGE_KEY)).toBe(
      '["entity:api:ops:payments"]',
    );
  });
});

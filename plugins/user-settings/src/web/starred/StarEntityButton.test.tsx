import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@atrium/web-core/testing';
import { StarEntityButton } from './StarEntityButton';
import { StarredEntitiesProvider } from './StarredEntitiesProvider';

describe('StarEntityButton', () => {
  it('stars and unstars the entity, saying which it will do', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(String(init.body))
        : Response.json({ value: ['component:default/rides'] }),
    );
    renderWithApp(
      <StarredEntitiesProvider storage={{ getItem: () => null, removeItem: () => {} }}>
        <StarEntityButton entityRef="Component:default/Rides" />
      </StarredEntitiesProvider>,
      { fetch },
    );

    const remove = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');

    await user.click(remove);
    const add = screen.getByRole('button', { name: 'Add to favorites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ value: [] });

    await user.click(add);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeDefined();
  });

  it('reports a failed save and shows the old state again', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Response.json({ error: { name: 'Error', message: 'down' } }, { status: 503 })
        : Response.json({ value: [] }),
    );
    renderWithApp(
      <StarredEntitiesProvider storage={{ getItem: () => null, removeItem: () => {} }}>
        <StarEntityButton entityRef="component:default/rides" onError={onError} />
      </StarredEntitiesProvider>,
      { fetch },
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));

    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeDefined();
  });
});

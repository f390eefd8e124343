import { catalogPermissions, type AuthorizeRequestItem, type Permission } from '@atrium/model';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createSessionManager } from '../identity/createSessionManager';
import { guestSessions, renderWithApp } from '../testing/renderWithApp';
import { RequirePermission } from './RequirePermission';
import { usePermission } from './usePermission';

const createLocation: Permission = {
  type: 'basic',
  name: 'catalog.location.create',
  attributes: { action: 'create' },
};

/** A permission backend allowing the permission names in `allowed`; its requests are kept. */
function permissionBackend(allowed: string[]) {
  const requests: AuthorizeRequestItem[][] = [];
  let release: () => void = () => undefined;
  const gate = { held: false };
  const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
    const { items } = JSON.parse(String(init?.body)) as { items: AuthorizeRequestItem[] };
    requests.push(items);
    if (gate.held) await new Promise<void>(resolve => (release = resolve));
    return Response.json({
      items: items.map(item => ({
        id: item.id,
        result: allowed.includes(item.permission.name) ? 'ALLOW' : 'DENY',
      })),
    });
  });
  return {
    fetch,
    requests,
    hold: () => (gate.held = true),
    release: () => release(),
  };
}

function CanDelete({ entityRef }: { entityRef?: string }) {
  const { loading, allowed } = usePermission({
    permission: catalogPermissions.entityDelete,
    resourceRef: entityRef,
  });
  return (
    <p>{`${entityRef ?? 'no ref'}: ${loading ? 'loading' : allowed ? 'allowed' : 'denied'}`}</p>
  );
}

describe('RequirePermission', () => {
  it('shows nothing while the check is on its way, then the children when allowed', async () => {
    const backend = permissionBackend(['catalog.location.create']);
    backend.hold();
    renderWithApp(
      <RequirePermission permission={createLocation}>
        <h1>Register an existing component</h1>
      </RequirePermission>,
      { fetch: backend.fetch },
    );

    await waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('PAGE NOT FOUND')).toBeNull();
    act(() => backend.release());

    expect(
      await screen.findByRole('heading', { name: 'Register an existing component' }),
    ).toBeDefined();
  });

  it('shows the not-found page when denied', async () => {
    const backend = permissionBackend([]);
    renderWithApp(
      <MemoryRouter>
        <RequirePermission permission={createLocation}>
          <h1>Register an existing component</h1>
        </RequirePermission>
      </MemoryRouter>,
      { fetch: backend.fetch },
    );

    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeDefined();
    expect(screen.queryByText('Register an existing component')).toBeNull();
  });

  it('shows the given error page instead, when there is one', async () => {
    const backend = permissionBackend([]);
    renderWithApp(
      <RequirePermission permission={createLocation} errorPage={<p>Ask your administrator</p>}>
        <h1>Register an existing component</h1>
      </RequirePermission>,
      { fetch: backend.fetch },
    );

    expect(await screen.findByText('Ask your administrator')).toBeDefined();
  });
});

describe('usePermission', () => {
  it('asks the checks of components mounting together in one call', async () => {
    const backend = permissionBackend(['catalog.entity.delete']);
    renderWithApp(
      <>
        <CanDelete entityRef="component:default/a" />
        <CanDelete entityRef="component:default/b" />
        <CanDelete entityRef="component:default/a" />
      </>,
      { fetch: backend.fetch },
    );

    expect(await screen.findAllByText('component:default/a: allowed')).toHaveLength(2);
    expect(screen.getByText('component:default/b: allowed')).toBeDefined();
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]!.map(item => item.resourceRef)).toEqual([
      'component:default/a',
      'component:default/b',
    ]);
  });

  it('denies a resource permission without a resource ref, without asking', async () => {
    const backend = permissionBackend(['catalog.entity.delete']);
    renderWithApp(<CanDelete />, { fetch: backend.fetch });

    expect(screen.getByText('no ref: denied')).toBeDefined();
    await new Promise(resolve => setTimeout(resolve, 10));
    expect(backend.fetch).not.toHaveBeenCalled();
  });

  it('keeps answers for the session and asks again when someone else signs in', async () => {
    const user = userEvent.setup();
    const backend = permissionBackend(['catalog.entity.delete']);
    const guest = guestSessions().current()!;
    const sessions = createSessionManager({
      refresh: async providerId => ({
        ...guest,
        providerId,
        identity: { userEntityRef: 'user:default/ada', ownershipEntityRefs: [] },
      }),
      initial: guest,
    });
    function Later() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <CanDelete entityRef="component:default/a" />
      ) : (
        <button onClick={() => setShown(true)}>Show another</button>
      );
    }
    renderWithApp(
      <>
        <CanDelete entityRef="component:default/a" />
        <Later />
      </>,
      { fetch: backend.fetch, sessions },
    );
    await screen.findByText('component:default/a: allowed');

    await user.click(screen.getByRole('button', { name: 'Show another' }));
    // Known already: no loading state, no second question.
    expect(screen.getAllByText('component:default/a: allowed')).toHaveLength(2);
    expect(backend.requests).toHaveLength(1);

    await act(() => sessions.signIn('custom'));
    await waitFor(() => expect(backend.requests).toHaveLength(2));
    expect(await screen.findAllByText('component:default/a: allowed')).toHaveLength(2);
  });
});

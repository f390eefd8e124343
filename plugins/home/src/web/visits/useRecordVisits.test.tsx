import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@atrium/web-core/testing';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { Link, useNavigate } from 'react-router';
import { visitsQueryOptions } from '../api';
import { createVisitsBackend, visit } from './testing/createVisitsBackend';
import { renderVisits } from './testing/renderVisits';
import { useRecordVisits } from './useRecordVisits';

/** The hook where an app puts it, with links to move around and a list reading the visits. */
function Recorder() {
  useRecordVisits();
  const navigate = useNavigate();
  const visits = useQuery(visitsQueryOptions(useApiClient(), { orderBy: 'hits', limit: 8 }));
  return (
    <>
      <Link to="/docs">Docs</Link>
      <Link to="/docs?page=2#top">Docs, page 2</Link>
      <Link to="/catalog/default/component/Wayback/api">Wayback</Link>
      <button type="button" onClick={() => void navigate('/search/café')}>
        Search café
      </button>
      <output aria-label="Visits loaded">{visits.dataUpdatedAt ? 'yes' : 'no'}</output>
    </>
  );
}

describe('useRecordVisits', () => {
  it('records the first page and each change of pathname, with the entity on entity pages', async () => {
    const user = userEvent.setup();
    const backend = createVisitsBackend();
    renderVisits(<Recorder />, { fetch: backend.fetch, url: '/home' });
    await waitFor(() => expect(backend.recorded).toEqual([{ pathname: '/home' }]));

    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await user.click(screen.getByRole('link', { name: 'Wayback' }));
    await user.click(screen.getByRole('button', { name: 'Search café' }));
    await waitFor(() =>
      expect(backend.recorded).toEqual([
        { pathname: '/home' },
        { pathname: '/docs' },
        {
          pathname: '/catalog/default/component/Wayback/api',
          entityRef: 'component:default/Wayback',
        },
        { pathname: '/search/caf%C3%A9' },
      ]),
    );
  });

  it('records a page once, however its query or hash changes', async () => {
    const user = userEvent.setup();
    const backend = createVisitsBackend();
    renderVisits(<Recorder />, { fetch: backend.fetch, url: '/docs' });
    await waitFor(() => expect(backend.recorded).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Docs, page 2' }));
    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await user.click(screen.getByRole('link', { name: 'Wayback' }));
    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await waitFor(() => expect(backend.recorded).toHaveLength(3));
    expect(backend.recorded.map(visit => visit.pathname)).toEqual([
      '/docs',
      '/catalog/default/component/Wayback/api',
      '/docs',
    ]);
  });

  it('refreshes the lists of visits once a visit is recorded', async () => {
    const user = userEvent.setup();
    const backend = createVisitsBackend({ list: () => [visit('/docs')] });
    renderVisits(<Recorder />, { fetch: backend.fetch, url: '/docs' });
    expect(await screen.findByText('yes')).toBeDefined();

    await user.click(screen.getByRole('link', { name: 'Wayback' }));
    const recorded = 'POST /catalog/default/component/Wayback/api';
    await waitFor(() => expect(backend.log).toContain(recorded));
    await waitFor(() => expect(backend.log.slice(backend.log.indexOf(recorded))).toContain('GET'));
  });

  it('renders on, and keeps recording, when a visit cannot be recorded', async () => {
    const user = userEvent.setup();
    const recorded: string[] = [];
    const failing = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') recorded.push(String(init.body));
      return errorResponse(500, 'Error', 'The database is away');
    }) as typeof fetch;
    renderVisits(<Recorder />, { fetch: failing, url: '/home' });
    await waitFor(() => expect(recorded).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await waitFor(() => expect(recorded).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Wayback' })).toBeDefined();
  });
});

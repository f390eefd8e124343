import { screen, within } from '@testing-library/react';
import { errorResponse } from '@atrium/web-core/testing';
import { describe, expect, it } from 'vitest';
import { RecentlyVisitedCard } from './RecentlyVisitedCard';
import { createVisitsBackend, visit } from './testing/createVisitsBackend';
import { renderVisits } from './testing/renderVisits';

const card = () => screen.getByRole('region', { name: 'Recently Visited' });

describe('RecentlyVisitedCard', () => {
  it('lists the latest pages as links by name, with how long ago', async () => {
    const now = Date.now();
    const backend = createVisitsBackend({
      list: () => [
        visit('/search', { timestamp: now - 5 * 60_000 }),
        visit('/catalog/ops/system/Podcast', {
          entityRef: 'system:ops/Podcast',
          timestamp: now - 2 * 3_600_000,
        }),
      ],
    });
    renderVisits(<RecentlyVisitedCard />, { fetch: backend.fetch });

    const list = await within(card()).findByRole('list', { name: 'Recently Visited' });
    const [search, podcast] = within(list).getAllByRole('listitem');
    expect(within(search!).getByRole('link', { name: '/search' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(within(search!).getByText('5 minutes ago')).toBeDefined();
    expect(within(podcast!).getByRole('link', { name: 'Podcast' }).getAttribute('href')).toBe(
      '/catalog/ops/system/Podcast',
    );
    expect(within(podcast!).getByText('2 hours ago')).toBeDefined();
    expect(backend.listed.map(query => query.toString())).toEqual(['orderBy=timestamp&limit=24']);
  });

  it('offers View more when more were fetched than are shown', async () => {
    const backend = createVisitsBackend({
      list: () => Array.from({ length: 9 }, (_, i) => visit(`/page/${i}`)),
    });
    renderVisits(<RecentlyVisitedCard />, { fetch: backend.fetch });
    const list = await within(card()).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(card()).getByRole('button', { name: 'View more' })).toBeDefined();
  });

  it('says when there are no visits yet, and shows an error when they cannot be loaded', async () => {
    const empty = createVisitsBackend({ list: () => [] });
    const { unmount } = renderVisits(<RecentlyVisitedCard />, { fetch: empty.fetch });
    expect(await within(card()).findByText('No visits yet')).toBeDefined();
    unmount();

    const failing = createVisitsBackend({
      list: () => errorResponse(503, 'ServiceUnavailableError', 'Try again later'),
    });
    renderVisits(<RecentlyVisitedCard />, { fetch: failing.fetch });
    expect(await within(card()).findByText('Could not load the visits.')).toBeDefined();
  });
});

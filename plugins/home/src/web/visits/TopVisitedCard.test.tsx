import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@atrium/web-core/testing';
import { describe, expect, it } from 'vitest';
import { createVisitsBackend, visit } from './testing/createVisitsBackend';
import { renderVisits } from './testing/renderVisits';
import { TopVisitedCard } from './TopVisitedCard';

const card = () => screen.getByRole('region', { name: 'Top Visited' });

function visits(count: number) {
  return Array.from({ length: count }, (_, i) => visit(`/page/${i}`, { hits: count - i }));
}

describe('TopVisitedCard', () => {
  it('lists the most visited pages as links by name, with how often', async () => {
    const backend = createVisitsBackend({
      list: () => [
        visit('/catalog/default/component/Wayback/api', {
          entityRef: 'component:default/Wayback',
          hits: 5,
        }),
        visit('/docs/caf%C3%A9', { hits: 1 }),
      ],
    });
    renderVisits(<TopVisitedCard />, { fetch: backend.fetch });

    const list = await within(card()).findByRole('list', { name: 'Top Visited' });
    const [entity, docs] = within(list).getAllByRole('listitem');
    expect(within(entity!).getByRole('link', { name: 'Wayback' }).getAttribute('href')).toBe(
      '/catalog/default/component/Wayback/api',
    );
    expect(within(entity!).getByText('5 visits')).toBeDefined();
    expect(within(docs!).getByRole('link', { name: '/docs/café' }).getAttribute('href')).toBe(
      '/docs/caf%C3%A9',
    );
    expect(within(docs!).getByText('1 visit')).toBeDefined();
    expect(backend.listed.map(query => query.toString())).toEqual(['orderBy=hits&limit=24']);
  });

  it('shows 8 at first and the rest of those fetched after View more', async () => {
    const user = userEvent.setup();
    const backend = createVisitsBackend({ list: () => visits(20) });
    renderVisits(<TopVisitedCard />, { fetch: backend.fetch });

    const list = await within(card()).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(card()).getByRole('button', { name: 'View more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(card()).getByRole('button', { name: 'View less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it('takes how many to show and to fetch, and offers no toggle when all are shown', async () => {
    const backend = createVisitsBackend({ list: () => visits(3) });
    renderVisits(<TopVisitedCard initialCount={3} maxCount={500} />, { fetch: backend.fetch });

    const list = await within(card()).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(backend.listed[0]?.get('limit')).toBe('100');
  });

  it('says when there are no visits yet', async () => {
    const backend = createVisitsBackend({ list: () => [] });
    renderVisits(<TopVisitedCard />, { fetch: backend.fetch });
    expect(await within(card()).findByText('No visits yet')).toBeDefined();
    expect(within(card()).queryByRole('list')).toBeNull();
  });

  it('shows the loading bar while the visits load', async () => {
    const neverAnswered = (() => new Promise<Response>(() => {})) as typeof fetch;
    renderVisits(<TopVisitedCard />, { fetch: neverAnswered });
    expect(await within(card()).findByRole('progressbar', { name: 'Loading' })).toBeDefined();
    expect(within(card()).queryByText('No visits yet')).toBeNull();
  });

  it('shows the error when the visits cannot be loaded', async () => {
    const backend = createVisitsBackend({
      list: () => errorResponse(500, 'Error', 'The database is away'),
    });
    renderVisits(<TopVisitedCard />, { fetch: backend.fetch });
    expect(await within(card()).findByText('Could not load the visits.')).toBeDefined();
    expect(within(card()).queryByRole('list')).toBeNull();
  });
});

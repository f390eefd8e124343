import { errorResponse, jsonResponse, renderWithApp } from '@atrium/web-core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCS_SEARCH_DEBOUNCE_MS, DocsSearch } from './DocsSearch';

afterEach(() => vi.useRealTimers());

const pre = '<atrium-highlight>';
const post = '</atrium-highlight>';

function page(index: number) {
  return {
    type: 'techdocs',
    document: {
      title: `Guide ${index} › Install`,
      text: '',
      location: `/docs/default/component/payments/guide-${index}/#install`,
      path: `guide-${index}/`,
      entityTitle: 'Payments',
    },
    highlight: {
      preTag: pre,
      postTag: post,
      fields: { title: `${pre}Guide${post} ${index} › Install` },
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.hash}`}</output>;
}

function renderBox(answer: (query: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  const fakeFetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/search/query') return errorResponse(404, 'NotFoundError', 'no');
    queries.push(url.searchParams);
    return answer(url.searchParams);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/docs/default/component/payments']}>
        <DocsSearch entity={{ kind: 'component', namespace: 'default', name: 'payments' }} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
    { fetch: fakeFetch as typeof fetch },
  );
  return queries;
}

const twelvePages = () =>
  jsonResponse({ results: Array.from({ length: 12 }, (_, index) => page(index + 1)) });

describe('DocsSearch', () => {
  it("asks 150 ms after the last key, for this entity's docs only, the first 10", async () => {
    vi.useFakeTimers();
    const queries = renderBox(twelvePages);
    const box = screen.getByRole('combobox', { name: 'Search docs' });
    for (const text of ['g', 'gu', 'guide']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(DOCS_SEARCH_DEBOUNCE_MS - 1));
    }
    expect(queries).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(queries.map(query => Object.fromEntries(query))).toEqual([
      {
        term: 'guide',
        'types[0]': 'techdocs',
        'filters[kind]': 'component',
        'filters[namespace]': 'default',
        'filters[name]': 'payments',
        pageLimit: '10',
      },
    ]);
  });

  it('lists the results with their highlights and opens the chosen section', async () => {
    const user = userEvent.setup();
    renderBox(twelvePages);
    await user.type(screen.getByRole('combobox', { name: 'Search docs' }), 'guide');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]!.querySelector('mark')?.textContent).toBe('Guide');
    expect(options[0]!.textContent).toContain('guide-1/');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Current location').textContent).toBe(
      '/docs/default/component/payments/guide-2/#install',
    );
    expect(screen.getByRole('combobox', { name: 'Search docs' })).toHaveProperty('value', '');
  });

  it('says when nothing was found or the search failed', async () => {
    const user = userEvent.setup();
    renderBox(query =>
      query.get('term') === 'broken'
        ? errorResponse(500, 'Error', 'boom')
        : jsonResponse({ results: [] }),
    );
    const box = screen.getByRole('combobox', { name: 'Search docs' });
    await user.type(box, 'nothing');
    expect(await screen.findByText('No results found')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'broken');
    expect(await screen.findByText('Error encountered while fetching search results')).toBeTruthy();
  });
});

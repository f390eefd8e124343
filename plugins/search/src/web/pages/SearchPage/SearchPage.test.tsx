import { errorResponse } from '@atrium/web-core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultSet } from '../../../shared';
import { NO_RESULTS, RESULTS_ERROR, SEARCH_DEBOUNCE_MS } from '../../searchConstants';
import {
  catalogResult,
  createSearchBackend,
  docsResult,
  type SearchAnswer,
} from '../../testing/createSearchBackend';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { SearchPage } from './SearchPage';

afterEach(() => vi.useRealTimers());

const pre = '<atrium-highlight>';
const post = '</atrium-highlight>';

function renderPage(url: string, answer: SearchAnswer = () => ({ results: [] })) {
  const backend = createSearchBackend(answer);
  renderWithRouter(<SearchPage />, { fetch: backend.fetch, url, path: '/search' });
  return backend;
}

const location = () => new URL(screen.getByLabelText('Current location').textContent!, 'http://x');
const lastQuery = (backend: { queries: URLSearchParams[] }) =>
  Object.fromEntries(backend.queries.at(-1) ?? []);

const twoPages: SearchAnswer = query =>
  query.get('pageCursor') === 'MjU='
    ? { results: [catalogResult('page-two')], numberOfResults: 26, previousPageCursor: 'MA==' }
    : { results: [catalogResult('page-one')], numberOfResults: 26, nextPageCursor: 'MjU=' };

describe('SearchPage', () => {
  it('asks once typing pauses for 200 ms, and keeps the term in the URL', async () => {
    vi.useFakeTimers();
    const backend = renderPage('/search');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const box = screen.getByRole('searchbox', { name: 'Search' });

    // Each key restarts the wait: 'p' and 'pa' are never asked for.
    for (const text of ['p', 'pa', 'pay']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    }
    expect(backend.terms()).toEqual(['']);
    expect(location().searchParams.get('term')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(backend.terms()).toEqual(['', 'pay']);
    expect(location().searchParams.get('term')).toBe('pay');
  });

  it('starts from the state in the URL: term, tab, filters and cursor', async () => {
    const backend = renderPage(
      '/search?term=api&types[0]=techdocs&filters[kind][0]=Component&filters[kind][1]=API&filters[lifecycle]=production&pageCursor=MjU=',
    );
    await waitFor(() => expect(backend.queries).toHaveLength(1));
    expect(lastQuery(backend)).toEqual({
      term: 'api',
      'types[0]': 'techdocs',
      'filters[kind][0]': 'Component',
      'filters[kind][1]': 'API',
      'filters[lifecycle]': 'production',
      pageCursor: 'MjU=',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'api');
    expect(screen.getByRole('tab', { name: 'Documentation' })).toHaveProperty(
      'ariaSelected',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'API' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'User' })).toHaveProperty('checked', false);
    expect(screen.getByRole('combobox', { name: 'Lifecycle' })).toHaveProperty(
      'value',
      'production',
    );
  });

  it('pages with the cursors and drops the cursor when the term or a filter changes', async () => {
    const user = userEvent.setup();
    const backend = renderPage('/search?term=svc', twoPages);
    await screen.findByRole('link', { name: 'page-one' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'page-two' });
    expect(location().searchParams.get('pageCursor')).toBe('MjU=');
    expect(lastQuery(backend).pageCursor).toBe('MjU=');

    await user.click(screen.getByRole('checkbox', { name: 'Component' }));
    await screen.findByRole('link', { name: 'page-one' });
    expect(location().searchParams.get('pageCursor')).toBeNull();
    expect(lastQuery(backend)).toEqual({ term: 'svc', 'filters[kind]': 'Component' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'page-two' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'x{Enter}');
    await waitFor(() => expect(lastQuery(backend).term).toBe('svcx'));
    expect(lastQuery(backend).pageCursor).toBeUndefined();
    expect(location().searchParams.get('pageCursor')).toBeNull();
  });

  it('builds the query string from the tabs and the filters', async () => {
    const user = userEvent.setup();
    const backend = renderPage('/search?term=pay', () => ({
      results: [catalogResult('payments', { owner: 'team-pay' })],
    }));
    await screen.findByRole('link', { name: 'payments' });

    await user.click(screen.getByRole('tab', { name: 'Software Catalog' }));
    await waitFor(() => expect(lastQuery(backend)['types[0]']).toBe('software-catalog'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lifecycle' }), 'production');
    await waitFor(() => expect(lastQuery(backend)['filters[lifecycle]']).toBe('production'));

    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await user.click(owner);
    await user.click(await screen.findByRole('option', { name: 'team-pay' }));
    await waitFor(() =>
      expect(lastQuery(backend)).toEqual({
        term: 'pay',
        'types[0]': 'software-catalog',
        'filters[lifecycle]': 'production',
        'filters[owner]': 'team-pay',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lifecycle' }), 'All');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() =>
      expect(lastQuery(backend)).toEqual({ term: 'pay', 'filters[owner]': 'team-pay' }),
    );
    expect(location().search).toBe('?term=pay&filters%5Bowner%5D=team-pay');
  });

  it('is driven by the keyboard: tabs by arrows, results and pages by Tab', async () => {
    const user = userEvent.setup();
    const backend = renderPage('/search?term=svc', twoPages);
    await screen.findByRole('link', { name: 'page-one' });

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(lastQuery(backend)['types[0]']).toBe('software-catalog'));
    expect(screen.getByRole('tab', { name: 'Software Catalog' })).toHaveProperty(
      'ariaSelected',
      'true',
    );

    screen.getByRole('link', { name: 'page-one' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'page-two' });
  });

  it('shows each result with its icon, highlighted title and what places it', async () => {
    const highlighted: SearchResultSet = {
      numberOfResults: 2,
      results: [
        {
          ...catalogResult('payments-api', {
            owner: 'team-pay',
            lifecycle: 'production',
            type: 'service',
          }),
          highlight: {
            preTag: pre,
            postTag: post,
            fields: {
              title: `${pre}pay${post}ments-api<img src=x>`,
              text: `The ${pre}pay${post} api`,
            },
          },
        },
        docsResult('payments-api', 'guides/setup', 'Setting up'),
      ],
    };
    renderPage('/search?term=pay', () => highlighted);
    const list = await screen.findByRole('list', { name: 'Search results' });
    const [entity, page] = within(list).getAllByRole('listitem');
    const title = within(entity!).getByRole('link', { name: 'payments-api<img src=x>' });
    expect(title.getAttribute('href')).toBe('/catalog/default/component/payments-api');
    expect([...title.querySelectorAll('mark')].map(mark => mark.textContent)).toEqual(['pay']);
    expect(title.querySelector('img')).toBeNull();
    for (const chip of [
      'Kind: Component',
      'Type: service',
      'Lifecycle: production',
      'Owner: team-pay',
    ]) {
      expect(within(entity!).getByText(chip)).toBeTruthy();
    }
    expect(entity!.querySelector('svg[data-testid="ExtensionOutlinedIcon"]')).not.toBeNull();
    expect(within(page!).getByText('payments-api · guides/setup')).toBeTruthy();
    expect(page!.querySelector('svg[data-testid="LibraryBooksOutlinedIcon"]')).not.toBeNull();
    expect(screen.getByText('2 results')).toBeTruthy();
  });

  it('says when nothing was found', async () => {
    renderPage('/search?term=nothing');
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
  });

  it('says when the search failed', async () => {
    renderPage('/search?term=x', () => errorResponse(500, 'Error', 'boom'));
    expect(await screen.findByText(RESULTS_ERROR)).toBeTruthy();
    expect(screen.queryByText(NO_RESULTS)).toBeNull();
  });

  it('shows that results are loading', async () => {
    let answer: (value: SearchResultSet) => void = () => undefined;
    renderPage('/search?term=slow', () => new Promise(resolve => (answer = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Loading search results' })).toBeTruthy();
    act(() => answer({ results: [catalogResult('slow-service')] }));
    await screen.findByRole('link', { name: 'slow-service' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

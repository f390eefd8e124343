import { errorResponse } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_RESULTS, RESULTS_ERROR } from '../searchConstants';
import {
  catalogResult,
  createSearchBackend,
  docsResult,
  type SearchAnswer,
} from '../testing/createSearchBackend';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SearchModalLauncher } from './SearchModalLauncher';

const threeResults: SearchAnswer = () => ({
  results: [
    catalogResult('payments-api'),
    catalogResult('payments-worker'),
    docsResult('payments-api', 'setup/#install', 'Setup › Install'),
  ],
});

function renderApp(answer: SearchAnswer = threeResults) {
  const backend = createSearchBackend(answer);
  renderWithRouter(
    <>
      <input aria-label="Other field" />
      <SearchModalLauncher />
    </>,
    { fetch: backend.fetch, url: '/catalog', path: '*' },
  );
  return backend;
}

const currentLocation = () => screen.getByLabelText('Current location').textContent;

async function openWithSlash(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('/');
  return screen.findByRole('dialog', { name: 'Search' });
}

describe('SearchModal', () => {
  // The modal is a lazy chunk; loaded once here, no test waits for the first import.
  beforeAll(() => import('./SearchModal'));

  it('opens with / when not typing in a field, and not while typing in one', async () => {
    const user = userEvent.setup();
    renderApp();
    const field = screen.getByRole('textbox', { name: 'Other field' });
    await user.type(field, 'a/b');
    expect(field).toHaveProperty('value', 'a/b');
    expect(screen.queryByRole('dialog')).toBeNull();

    field.blur();
    const dialog = await openWithSlash(user);
    // The slash opened the modal and was not typed into its box.
    expect(within(dialog).getByRole('combobox', { name: 'Search' })).toHaveProperty('value', '');
  });

  it('opens with Ctrl+K and Cmd+K from anywhere, also from a field', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('textbox', { name: 'Other field' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
    // The page behind the modal is hidden from the accessibility tree, hence by label.
    expect(screen.getByLabelText('Other field')).toHaveProperty('value', '');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
  });

  it('answers as you type; arrows choose a result and Enter opens it', async () => {
    const user = userEvent.setup();
    const backend = renderApp();
    const dialog = await openWithSlash(user);
    const box = within(dialog).getByRole('combobox', { name: 'Search' });
    await user.type(box, 'pay');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map(option => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(backend.terms()).toEqual(['pay']);
    expect(backend.queries[0]!.get('pageLimit')).toBe('10');

    // Down to the second and third, round to the first, up round to the third.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/docs/default/component/payments-api/setup/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp();
    await openWithSlash(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/catalog');
  });

  it('goes to the search page with the term on View Full Results', async () => {
    const user = userEvent.setup();
    const backend = renderApp();
    const dialog = await openWithSlash(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Search' }), 'pay & go');
    await waitFor(() => expect(backend.terms()).toEqual(['pay & go']));
    await user.click(within(dialog).getByRole('button', { name: 'View Full Results' }));
    expect(currentLocation()).toBe('/search?term=pay+%26+go');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing was found and when the search failed', async () => {
    const user = userEvent.setup();
    renderApp(query =>
      query.get('term') === 'broken' ? errorResponse(500, 'Error', 'boom') : { results: [] },
    );
    const dialog = await openWithSlash(user);
    const box = within(dialog).getByRole('combobox', { name: 'Search' });
    await user.type(box, 'nothing');
    expect(await within(dialog).findByText(NO_RESULTS)).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'broken');
    expect(await within(dialog).findByText(RESULTS_ERROR)).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { SearchWidget } from './SearchWidget';

describe('SearchWidget', () => {
  it('opens the search page with the term on Enter', async () => {
    const user = userEvent.setup();
    renderHome(<SearchWidget />, { fetch: createHomeBackend().fetch });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search the portal' }),
      ' rides api {Enter}',
    );

    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
      '/search?term=rides+api',
    );
  });
});

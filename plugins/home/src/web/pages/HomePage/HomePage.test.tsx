import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('greets the person above the default widgets', async () => {
    const backend = createHomeBackend({
      'GET /catalog/entities/by-query': () => ({ items: [], totalItems: 0, pageInfo: {} }),
      'GET /home/visits': () => ({ visits: [] }),
    });
    renderHome(<HomePage />, { fetch: backend.fetch });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Good \w+, Guest$/);
    await screen.findByRole('button', { name: 'Edit' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent),
    ).toEqual([
      'Search',
      'Starred Entities',
      'Top Visited',
      'Recently Visited',
      'Featured Docs',
      'Quick Start',
      'Random Joke',
      'Toolkit',
    ]);
  });
});

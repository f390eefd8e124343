import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { NO_QUICK_START, QuickStartWidget } from './QuickStartWidget';

describe('QuickStartWidget', () => {
  it('shows the configured title, text and link', () => {
    renderHome(<QuickStartWidget />, {
      fetch: createHomeBackend().fetch,
      home: {
        quickStart: {
          title: 'New here?',
          text: 'Register your service in the catalog.',
          link: { label: 'Register a component', url: '/catalog-import' },
        },
      },
    });

    expect(screen.getByText('New here?')).toBeDefined();
    expect(screen.getByText('Register your service in the catalog.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Register a component' }).getAttribute('href')).toBe(
      '/catalog-import',
    );
  });

  it('says where to configure it when there is none', () => {
    renderHome(<QuickStartWidget />, { fetch: createHomeBackend().fetch });
    expect(screen.getByText(NO_QUICK_START)).toBeDefined();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { NO_TOOLKIT_LINKS, ToolkitWidget } from './ToolkitWidget';

describe('ToolkitWidget', () => {
  it('links to the configured tools', () => {
    renderHome(<ToolkitWidget />, {
      fetch: createHomeBackend().fetch,
      home: {
        toolkit: [
          { label: 'Runbooks', url: 'https://runbooks.example.com', icon: 'docs' },
          { label: 'Templates', url: '/create', icon: 'no-such-icon' },
        ],
      },
    });

    const external = screen.getByRole('link', { name: 'Runbooks' });
    expect(external.getAttribute('href')).toBe('https://runbooks.example.com');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe('/create');
  });

  it('says where to configure them when there are none', () => {
    renderHome(<ToolkitWidget />, { fetch: createHomeBackend().fetch });
    expect(screen.getByText(NO_TOOLKIT_LINKS)).toBeDefined();
  });
});

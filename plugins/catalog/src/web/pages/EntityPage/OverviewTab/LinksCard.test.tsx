import { renderWithApp } from '@atrium/web-core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinksCard } from './LinksCard';

describe('LinksCard', () => {
  it('lists the links by title and refuses javascript: URLs', () => {
    renderWithApp(
      <LinksCard
        links={[
          { url: 'https://grafana.example.com/d/web', title: 'Dashboard' },
          { url: 'https://runbook.example.com' },
          { url: 'JavaScript:alert(document.cookie)', title: 'Click me' },
        ]}
      />,
      { fetch: globalThis.fetch },
    );

    const card = screen.getByRole('region', { name: 'Links' });
    expect(within(card).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      'https://grafana.example.com/d/web',
    );
    expect(within(card).getByRole('link', { name: 'https://runbook.example.com' })).toBeDefined();
    expect(within(card).getByText('Click me')).toBeDefined();
    expect(within(card).queryByRole('link', { name: 'Click me' })).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(2);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';

describe('Header', () => {
  it('shows the title as the page heading, with subtitle and actions', () => {
    render(
      <Header title="Software Catalog" subtitle="All your software">
        <button type="button">Create</button>
      </Header>,
    );

    const header = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1, name: 'Software Catalog' })).toBeDefined();
    expect(header.textContent).toContain('All your software');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDefined();
  });

  it('renders only the title when nothing else is given', () => {
    render(<Header title="Docs" />);

    expect(screen.getByRole('banner').textContent).toBe('Docs');
  });
});

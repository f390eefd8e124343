import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from './Link';

describe('Link', () => {
  it('renders an ordinary link', () => {
    render(<Link href="/catalog">Catalog</Link>);

    const link = screen.getByRole('link', { name: 'Catalog' });
    expect(link.getAttribute('href')).toBe('/catalog');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens external links in a new tab without an opener', () => {
    render(<Link href="https://example.com/docs">Docs</Link>);

    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u001fjavascript:alert(1)',
    'java\tscr\nipt:alert(1)',
  ])('refuses %j and shows the text only', href => {
    render(<Link href={href}>Click me</Link>);

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click me')).toBeDefined();
  });
});

describe('Link inside the app router', () => {
  it('navigates app paths under the base path without reloading', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter basename="/portal" initialEntries={['/portal/here']}>
        <Routes>
          <Route path="/here" element={<Link href="/catalog/default/component/a">Go</Link>} />
          <Route path="/catalog/default/component/a" element={<p>Arrived</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe(
      '/portal/catalog/default/component/a',
    );
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByText('Arrived')).toBeTruthy();
  });
});

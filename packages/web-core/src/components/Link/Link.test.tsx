import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocsNav } from './DocsNav';

describe('DocsNav', () => {
  it('marks the heading the reader is at in the table of contents', () => {
    const heading = (title: string, id: string) => ({
      title,
      href: `#${id}`,
      active: false,
      children: [],
    });
    render(
      <MemoryRouter>
        <DocsNav
          label="Table of contents"
          items={[heading('Install', 'install'), heading('Configure', 'configure')]}
          appPathOf={() => undefined}
          onAnchor={() => {}}
          followedAnchor="configure"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Configure' }).getAttribute('aria-current')).toBe(
      'location',
    );
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('aria-current')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocsNavItem } from '../../page/parseDocsPage';
import { DocsNav } from './DocsNav';

function nav(activePage: 'overview' | 'on-call'): DocsNavItem[] {
  return [
    { title: 'Overview', href: '../', active: activePage === 'overview', children: [] },
    {
      title: 'Runbooks',
      active: activePage === 'on-call',
      children: [
        { title: 'On-call', href: 'on-call/', active: activePage === 'on-call', children: [] },
      ],
    },
  ];
}

function renderNav(items: DocsNavItem[], expandAll?: boolean) {
  return (
    <MemoryRouter>
      <DocsNav
        label="Rides"
        items={items}
        appPathOf={href => `/docs/default/component/rides/${href}`}
        expandAll={expandAll}
      />
    </MemoryRouter>
  );
}

describe('DocsNav', () => {
  it('opens the section of the page shown, also when the reader moved to it', () => {
    const view = render(renderNav(nav('overview')));
    expect(screen.queryByRole('link', { name: 'On-call' })).toBeNull();

    view.rerender(renderNav(nav('on-call')));

    const current = screen.getByRole('link', { name: 'On-call' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('keeps every section closed when the reader chose to collapse them all', () => {
    const view = render(renderNav(nav('overview'), false));
    view.rerender(renderNav(nav('on-call'), false));

    expect(screen.queryByRole('link', { name: 'On-call' })).toBeNull();
  });

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

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Sidebar } from './Sidebar';
import { SidebarPinProvider, sidebarPinStorageKey } from './SidebarPinProvider';

function renderSidebar(path = '/catalog/default/component/web') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarPinProvider>
        <Sidebar
          items={[
            { title: 'Catalog', to: '/catalog' },
            { title: 'Create', to: '/create' },
          ]}
        />
      </SidebarPinProvider>
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  beforeEach(() => window.localStorage.clear());

  it('links to the plugins and to Settings at the bottom', () => {
    renderSidebar();

    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    const links = within(nav).getAllByRole('link');
    expect(links.map(link => link.textContent)).toEqual(['Catalog', 'Create', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('marks the item of the current page', () => {
    renderSidebar();

    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Catalog' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Create' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('is pinned by default and keeps the unpinned state in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSidebar();

    const unpin = screen.getByRole('button', { name: 'Unpin sidebar' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    await user.click(unpin);

    expect(window.localStorage.getItem(sidebarPinStorageKey)).toBe('false');
    unmount();
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Pin sidebar' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('opens after 100 ms of hover when unpinned and closes on leave', async () => {
    window.localStorage.setItem(sidebarPinStorageKey, 'false');
    const user = userEvent.setup();
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    const width = () => getComputedStyle(nav).width;

    expect(width()).toBe('72px');
    await user.hover(nav);
    await act(() => new Promise(resolve => setTimeout(resolve, 150)));
    expect(width()).toBe('224px');
    await user.unhover(nav);
    expect(width()).toBe('72px');
  });
});

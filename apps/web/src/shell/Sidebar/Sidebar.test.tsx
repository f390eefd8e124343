import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { createSessionManager, IdentityProvider, type NavItem } from '@atrium/web-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';
import { SidebarPinProvider, sidebarPinStorageKey } from './SidebarPinProvider';
import { SUBMENU_LEAVE_GRACE_MS } from './SidebarSubmenu';

const ITEMS: NavItem[] = [
  { title: 'Catalog', to: '/catalog' },
  { title: 'Create', to: '/create' },
];

const DOCS_MENU: NavItem = {
  title: 'Docs',
  items: [
    { title: 'All docs', to: '/docs' },
    { title: 'Guides', to: '/docs/guides' },
  ],
};

function renderSidebar(path = '/catalog/default/component/web', items: NavItem[] = ITEMS) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarPinProvider>
        <Sidebar items={items} />
      </SidebarPinProvider>
      <CurrentPath />
    </MemoryRouter>,
  );
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** A window `width` pixels wide, as far as media queries (`max-width`) go. */
function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: maxWidth !== undefined && width <= Number(maxWidth),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

/** Signed in as alice, a member of the given groups. */
function aliceIn(...groups: string[]) {
  return createSessionManager({
    refresh: () => Promise.reject(new Error('Tests do not refresh sessions')),
    initial: {
      providerId: 'guest',
      expiresAt: Date.now() + 3_600_000,
      identity: {
        userEntityRef: 'user:default/alice',
        ownershipEntityRefs: ['user:default/alice', ...groups],
      },
      profile: {},
    },
  });
}

const GROUPS_ITEM: NavItem = {
  title: 'My Groups',
  itemsFor: session =>
    session.ownershipEntityRefs
      .filter(ref => ref.startsWith('group:'))
      .map(ref => ({ title: ref.split('/')[1]!, to: `/groups/${ref}`, subtitle: 'ops' })),
};

describe('Sidebar', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows an entry whose links follow from the person: hidden, one link, or a submenu', async () => {
    const user = userEvent.setup();
    const renderFor = (...groups: string[]) =>
      render(
        <IdentityProvider sessions={aliceIn(...groups)}>
          <MemoryRouter initialEntries={['/catalog']}>
            <SidebarPinProvider>
              <Sidebar items={[...ITEMS, GROUPS_ITEM]} />
            </SidebarPinProvider>
          </MemoryRouter>
        </IdentityProvider>,
      );
    const none = renderFor();
    expect(screen.queryByText('My Groups')).toBeNull();
    none.unmount();

    const one = renderFor('group:default/riders');
    expect(screen.getByRole('link', { name: 'riders' }).getAttribute('href')).toBe(
      '/groups/group:default/riders',
    );
    one.unmount();

    renderFor('group:default/riders', 'group:ops/on-call');
    await user.click(screen.getByRole('button', { name: /My Groups/ }));
    expect(await screen.findByRole('link', { name: /on-call/ })).toBeDefined();
    expect(screen.getAllByText('ops').length).toBeGreaterThan(0);
  });

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

  describe('submenus', () => {
    it('opens on click beside the sidebar, lists its links and closes once one is chosen', async () => {
      const user = userEvent.setup();
      renderSidebar('/catalog', [...ITEMS, DOCS_MENU]);

      const docs = screen.getByRole('button', { name: 'Docs' });
      expect(docs.getAttribute('aria-expanded')).toBe('false');
      await user.click(docs);

      expect(docs.getAttribute('aria-expanded')).toBe('true');
      const menu = screen.getByRole('list', { name: 'Docs' });
      expect(
        within(menu)
          .getAllByRole('link')
          .map(link => link.getAttribute('href')),
      ).toEqual(['/docs', '/docs/guides']);
      await user.click(within(menu).getByRole('link', { name: 'Guides' }));
      expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/docs/guides');
      expect(screen.queryByRole('list', { name: 'Docs' })).toBeNull();
      // The entry of the page now shown is marked current.
      expect(docs.getAttribute('aria-current')).toBe('page');
    });

    it('opens with the keyboard and closes on Escape, focus back on its entry', async () => {
      const user = userEvent.setup();
      renderSidebar('/catalog', [...ITEMS, DOCS_MENU]);

      screen.getByRole('button', { name: 'Docs' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('list', { name: 'Docs' })).toBeDefined();
      await user.tab();
      expect(document.activeElement?.textContent).toBe('All docs');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('list', { name: 'Docs' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Docs' }));
    });

    it('opens after the hover delay and closes when the pointer leaves', async () => {
      const user = userEvent.setup();
      renderSidebar('/catalog', [...ITEMS, DOCS_MENU]);
      const docs = screen.getByRole('button', { name: 'Docs' });

      await user.hover(docs);
      await act(() => new Promise(resolve => setTimeout(resolve, 150)));
      expect(screen.getByRole('list', { name: 'Docs' })).toBeDefined();
      await user.unhover(docs);
      await act(() => new Promise(resolve => setTimeout(resolve, SUBMENU_LEAVE_GRACE_MS + 50)));
      expect(screen.queryByRole('list', { name: 'Docs' })).toBeNull();
    });
  });

  it('hides the pin button on medium screens, where the sidebar stays closed until hovered', () => {
    stubScreenWidth(800);
    renderSidebar();

    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(screen.queryByRole('button', { name: /pin sidebar/i })).toBeNull();
    expect(getComputedStyle(nav).width).toBe('72px');
  });

  describe('on small screens', () => {
    it('is a bottom tab bar whose submenus open as an overlay', async () => {
      stubScreenWidth(400);
      const user = userEvent.setup();
      renderSidebar('/catalog', [...ITEMS, DOCS_MENU]);

      const bar = screen.getByRole('navigation', { name: 'Sidebar' });
      expect(
        within(bar)
          .getAllByRole('link')
          .map(link => link.textContent),
      ).toEqual(['Catalog', 'Create', 'Settings']);
      await user.click(within(bar).getByRole('button', { name: 'Docs' }));

      const overlay = screen.getByRole('dialog', { name: 'Docs' });
      expect(document.activeElement).toBe(overlay);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(within(bar).getByRole('button', { name: 'Docs' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Docs' })).getByRole('link', { name: 'Guides' }),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(within(bar).getByRole('button', { name: 'Docs' }).getAttribute('aria-current')).toBe(
        'page',
      );
    });
  });
});

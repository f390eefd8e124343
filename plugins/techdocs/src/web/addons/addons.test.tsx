import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocsBackend } from '../testing/fakeDocsBackend';
import { renderReaderPage } from '../testing/renderDocs';
import { samplePage } from '../testing/samplePage';
import { EXPAND_NAVIGATION_STORAGE_KEY } from './ExpandableNavigation';
import { TEXT_SIZE_STORAGE_KEY } from './TextSize';

const PAGE_URL = '/docs/default/component/rides/guide/install/';
const INSTALL = 'guide/install/index.html';
const EDIT_URL = 'https://github.com/acme/rides/edit/main/docs/guide/install.md';

function renderPage(head = '') {
  const backend = createDocsBackend({ pages: { [INSTALL]: samplePage({ head }) } });
  return renderReaderPage(PAGE_URL, { fetch: backend.fetch });
}

afterEach(() => localStorage.clear());

describe('text size add-on', () => {
  it('steps through the sizes and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    const article = await screen.findByRole('article');
    expect(article.style.getPropertyValue('--docs-text-scale')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    await user.click(screen.getByRole('button', { name: 'Larger text' }));

    expect(article.style.getPropertyValue('--docs-text-scale')).toBe('1.3');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('130');
    unmount();

    renderPage();
    expect(
      within(await screen.findByRole('group', { name: 'Text size' })).getByText('130%'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    // 150 % is the largest size offered.
    expect(screen.getByRole('button', { name: 'Larger text' }).hasAttribute('disabled')).toBe(true);
  });

  it('ignores a stored size it does not offer', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, '400');
    renderPage();
    expect(
      within(await screen.findByRole('group', { name: 'Text size' })).getByText('100%'),
    ).toBeDefined();
  });
});

describe('expandable navigation add-on', () => {
  it('opens the active section, and closes or opens them all on request, remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Rides Service' });
    expect(
      within(nav).getByRole('button', { name: 'Collapse Guide' }).getAttribute('aria-expanded'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));

    const toggle = within(screen.getByRole('navigation', { name: 'Rides Service' })).getByRole(
      'button',
      {
        name: 'Expand Guide',
      },
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem(EXPAND_NAVIGATION_STORAGE_KEY)).toBe('false');
    unmount();

    renderPage();
    const again = await screen.findByRole('navigation', { name: 'Rides Service' });
    expect(within(again).getByRole('button', { name: 'Expand Guide' })).toBeDefined();
  });
});

describe('report issue add-on', () => {
  it('offers a new GitHub issue quoting the selected text', async () => {
    renderPage(`<meta name="atrium:edit-url" content="${EDIT_URL}">`);
    const article = await screen.findByRole('article');
    const paragraph = article.querySelector('p');
    if (!paragraph) throw new Error('no paragraph');

    document.getSelection()?.selectAllChildren(paragraph);
    document.dispatchEvent(new Event('selectionchange'));

    // Offered once the selection has settled for the debounce (500 ms).
    const link = await screen.findByRole(
      'link',
      { name: 'Open new GitHub issue' },
      { timeout: 3000 },
    );
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/acme/rides/issues/new');
    expect(url.searchParams.get('title')).toMatch(/^Documentation feedback: Read the home page/);
    expect(url.searchParams.get('title')?.length).toBeLessThanOrEqual(70);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not offered for a page without an edit URL', async () => {
    renderPage();
    const article = await screen.findByRole('article');
    document.getSelection()?.selectAllChildren(article);
    document.dispatchEvent(new Event('selectionchange'));

    await new Promise(resolve => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog', { name: 'Report an issue' })).toBeNull();
  });
});

describe('image lightbox add-on', () => {
  it('shows a clicked image in a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderPage();
    const article = await screen.findByRole('article');

    await user.click(within(article).getByRole('img', { name: 'Diagram' }));

    const dialog = await screen.findByRole('dialog', { name: 'Diagram' });
    expect(within(dialog).getByRole('img', { name: 'Diagram' }).getAttribute('src')).toMatch(
      /\/guide\/img\/diagram\.png$/,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const image = within(await screen.findByRole('article')).getByRole('img', { name: 'Diagram' });

    image.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog')).toBeDefined();
  });
});

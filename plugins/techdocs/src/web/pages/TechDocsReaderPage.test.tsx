import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, testFrontendConfig } from '@atrium/web-core/testing';
import { createDocsBackend, SITE } from '../testing/fakeDocsBackend';
import { renderReaderPage } from '../testing/renderDocs';
import { samplePage } from '../testing/samplePage';

const PAGE_URL = '/docs/default/component/rides/guide/install/';
const INSTALL = 'guide/install/index.html';

function location() {
  return screen.getByLabelText('Location').textContent;
}

async function article() {
  return within(await screen.findByRole('article'));
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('TechDocsReaderPage', () => {
  it('shows the navigation, the article and the table of contents of a built page', async () => {
    const backend = createDocsBackend({ pages: { [INSTALL]: samplePage() } });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    expect((await article()).getByRole('heading', { name: 'Install', level: 1 })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Rides Service' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/docs/default/component/rides/',
    );
    expect(within(nav).getByRole('link', { name: 'Other' }).getAttribute('href')).toBe(
      '/docs/default/component/rides/guide/other/',
    );
    expect(within(nav).getByRole('link', { name: 'Install' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: 'Usage' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Rides Service', level: 1 })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Install | Guide | Rides Service | Atrium'));
  });

  it('hides the sidebars while the page loads', async () => {
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const backend = createDocsBackend({ pages: { [INSTALL]: samplePage() } });
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (String(input).endsWith(INSTALL)) await held;
      return backend.fetch(input, init);
    });
    renderReaderPage(PAGE_URL, { fetch });

    await screen.findByRole('heading', { name: 'Rides Service', level: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
    release();
    expect(await screen.findByRole('navigation', { name: 'Rides Service' })).toBeDefined();
  });

  it('follows links between pages inside the app and resolves images against the page', async () => {
    const backend = createDocsBackend({
      pages: {
        [INSTALL]: samplePage(),
        'guide/other/index.html': samplePage({
          title: 'Other',
          activeNav: 'Other',
          body: '<h1 id="setup">Setup</h1>',
        }),
      },
    });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    const content = await article();
    const image = content.getByRole('img', { name: 'Diagram' });
    expect(image.getAttribute('src')).toBe(`http://localhost:7007${SITE}/guide/img/diagram.png`);
    const external = content.getByRole('link', { name: 'example' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.setup().click(content.getByRole('link', { name: 'setup' }));

    expect(await screen.findByRole('heading', { name: 'Setup' })).toBeDefined();
    expect(location()).toBe('/docs/default/component/rides/guide/other/#setup');
    // The page changed without reloading the app: one sync for the entity, not one per page.
    expect(backend.requestsTo('/api/techdocs/sync/')).toHaveLength(1);
  });

  it('scrolls to an anchor of the article instead of leaving the page', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const backend = createDocsBackend({ pages: { [INSTALL]: samplePage() } });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    await userEvent.setup().click((await article()).getByRole('link', { name: 'usage' }));

    expect(location()).toBe(PAGE_URL);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('usage'));
  });

  it('copies a code block and confirms beside the button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const backend = createDocsBackend({ pages: { [INSTALL]: samplePage() } });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    await user.click((await article()).getByRole('button', { name: 'Copy to clipboard' }));

    expect(writeText).toHaveBeenCalledWith('npm install rides');
    expect(screen.getByRole('tooltip').textContent).toBe('Copied to clipboard');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  });

  it('says the documentation is not found when nothing is built', async () => {
    const backend = createDocsBackend({
      metadata: errorResponse(404, 'NotFoundError', 'No docs'),
    });
    renderReaderPage('/docs/default/component/rides/', { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'Documentation not found' })).toBeDefined();
    expect(screen.getByText(/has no index\.md/)).toBeDefined();
  });

  it('says a page of a built site is not found, without the index hint below the root', async () => {
    const backend = createDocsBackend();
    renderReaderPage('/docs/default/component/rides/missing/', { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.queryByText(/has no index\.md/)).toBeNull();
  });

  it('reports a failed build of a page that cannot be generated', async () => {
    const backend = createDocsBackend({
      pages: { [INSTALL]: () => errorResponse(500, 'Error', 'mkdocs.yml is malformed') },
    });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    expect(await screen.findByText('Could not generate documentation')).toBeDefined();
  });

  it('inlines the SVGs of the site, sanitised, and marks one it cannot load', async () => {
    const backend = createDocsBackend({
      pages: {
        [INSTALL]: samplePage({
          body:
            '<p><img src="../img/arch.svg" alt="Architecture"></p>' +
            '<p><img src="../img/gone.svg" alt="Gone"></p>',
        }),
      },
      files: {
        'guide/img/arch.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
          '<text dominant-baseline="middle">API</text></svg>',
      },
    });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    const content = await article();
    const svg = await content.findByRole('img', { name: 'Architecture' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.hasAttribute('onload')).toBe(false);
    expect(svg.querySelector('script')).toBeNull();
    expect(svg.querySelector('text')?.getAttribute('dominant-baseline')).toBe('middle');
    await waitFor(() =>
      expect(content.getByRole('img', { name: /^Error: / }).getAttribute('alt')).toBe(
        `Error: http://localhost:7007${SITE}/guide/img/gone.svg`,
      ),
    );
  });

  it('gets the session cookie before showing a page, so its images load', async () => {
    const backend = createDocsBackend({ pages: { [INSTALL]: samplePage() } });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    await article();
    expect(backend.requestsTo('/api/auth/v1/cookie')).toHaveLength(1);
  });

  it('reports a sync that ends without saying how', async () => {
    const backend = createDocsBackend({
      pages: { [INSTALL]: samplePage() },
      sync: () =>
        new Response('event: log\ndata: "half"\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
    });
    renderReaderPage(PAGE_URL, { fetch: backend.fetch });

    expect((await screen.findByRole('alert')).textContent).toContain('Unexpected return state');
  });

  it('embeds iframes only from the configured hosts', async () => {
    const backend = createDocsBackend({
      pages: {
        [INSTALL]: samplePage({
          body:
            '<iframe title="Demo" src="https://www.youtube.com/embed/x"></iframe>' +
            '<iframe title="Evil" src="https://evil.example/"></iframe>',
        }),
      },
    });
    renderReaderPage(PAGE_URL, {
      fetch: backend.fetch,
      config: {
        ...testFrontendConfig,
        techdocs: { sanitizer: { allowedIframeHosts: ['www.youtube.com'] } },
      },
    });

    const content = await article();
    expect(content.getByTitle('Demo')).toBeDefined();
    expect(content.queryByTitle('Evil')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@atrium/web-core/testing';
import {
  BUILD_FAILED_MESSAGE,
  INITIAL_BUILD_MESSAGE,
  READY_MESSAGE,
  REDIRECT_NOTICE,
  REFRESHING_MESSAGE,
  SHOW_BUILD_LOGS,
} from '../../messages';
import { createDocsBackend, pendingSync, SITE } from '../../testing/fakeDocsBackend';
import { renderReaderPage } from '../../testing/renderDocs';
import { samplePage } from '../../testing/samplePage';

const ROOT_URL = '/docs/default/component/rides/';
const HOME = 'index.html';

describe('TechDocsReader sync', () => {
  it('builds docs opened for the first time, then shows them without asking', async () => {
    const sync = pendingSync();
    let built = false;
    const backend = createDocsBackend({
      sync: () => sync.response,
      pages: {
        [HOME]: () =>
          built
            ? samplePage({ body: '<h1>Welcome</h1>' })
            : errorResponse(404, 'NotFoundError', 'x'),
      },
    });
    renderReaderPage(ROOT_URL, { fetch: backend.fetch });

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      INITIAL_BUILD_MESSAGE,
    );
    sync.log('Building rides');
    await userEvent.setup().click(screen.getByRole('button', { name: SHOW_BUILD_LOGS }));
    await waitFor(
      () => expect(screen.getByLabelText('Build log').textContent).toBe('Building rides'),
      { timeout: 3000 },
    );

    built = true;
    sync.finish(true);

    expect(
      await screen.findByRole('heading', { name: 'Welcome' }, { timeout: 3000 }),
    ).toBeDefined();
    expect(screen.queryByText(INITIAL_BUILD_MESSAGE)).toBeNull();
    expect(backend.requestsTo(`${SITE}/index.html`)).toHaveLength(2);
  });

  it('shows the page while a newer build is prepared, and loads it on Refresh', async () => {
    const sync = pendingSync();
    let version = 1;
    const backend = createDocsBackend({
      sync: () => sync.response,
      pages: { [HOME]: () => samplePage({ body: `<h1>Version ${version}</h1>` }) },
    });
    renderReaderPage(ROOT_URL, { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'Version 1' })).toBeDefined();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      REFRESHING_MESSAGE,
    );

    version = 2;
    sync.finish(true);
    const ready = await screen.findByText(READY_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Version 1' })).toBeDefined();

    await userEvent.setup().click(
      within(ready.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Refresh',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the page when a newer build fails, and says why', async () => {
    const sync = pendingSync();
    const backend = createDocsBackend({
      sync: () => sync.response,
      pages: { [HOME]: samplePage({ body: '<h1>Old</h1>' }) },
    });
    renderReaderPage(ROOT_URL, { fetch: backend.fetch });
    await screen.findByRole('heading', { name: 'Old' });

    sync.fail('The mkdocs.yml has no site_name');

    // The refreshing banner may come first, if the sync took a second to fail.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        `${BUILD_FAILED_MESSAGE} The mkdocs.yml has no site_name`,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Old' })).toBeDefined();
  });

  it('says the documentation could not be generated when a first build fails', async () => {
    const backend = createDocsBackend({
      sync: () =>
        new Response('event: error\ndata: "No mkdocs.yml"\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
    });
    renderReaderPage(ROOT_URL, { fetch: backend.fetch });

    expect(await screen.findByText('Could not generate documentation')).toBeDefined();
  });
});

describe('TechDocsReader redirects', () => {
  const moved = samplePage({
    head: '<meta http-equiv="refresh" content="0; url=../new/">',
    body: '<h1>Moved</h1>',
  });

  it('announces a replaced page and follows its redirect after a moment', async () => {
    const backend = createDocsBackend({
      pages: { 'old/index.html': moved, 'new/index.html': samplePage({ body: '<h1>New</h1>' }) },
    });
    renderReaderPage(`${ROOT_URL}old/`, { fetch: backend.fetch });

    expect((await screen.findByRole('alert')).textContent).toContain(REDIRECT_NOTICE);
    await new Promise(resolve => setTimeout(resolve, 1000));
    expect(screen.getByLabelText('Location').textContent).toBe(`${ROOT_URL}old/`);

    expect(await screen.findByRole('heading', { name: 'New' }, { timeout: 4000 })).toBeDefined();
    expect(screen.getByLabelText('Location').textContent).toBe(`${ROOT_URL}new/`);
  });

  it('sends a redirect to another host to the docs root', async () => {
    const backend = createDocsBackend({
      pages: {
        'old/index.html': samplePage({
          head: '<meta http-equiv="refresh" content="0; url=https://evil.example/">',
        }),
        [HOME]: samplePage({ body: '<h1>Home</h1>' }),
      },
    });
    renderReaderPage(`${ROOT_URL}old/`, { fetch: backend.fetch });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Redirect now' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();
    expect(screen.getByLabelText('Location').textContent).toBe(ROOT_URL);
  });

  it('does not redirect a page to itself', async () => {
    const backend = createDocsBackend({
      pages: {
        'new/index.html': samplePage({
          head: '<meta http-equiv="refresh" content="0; url=./">',
          body: '<h1>New</h1>',
        }),
      },
    });
    renderReaderPage(`${ROOT_URL}new/`, { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'New' })).toBeDefined();
    expect(screen.queryByText(REDIRECT_NOTICE)).toBeNull();
  });
});

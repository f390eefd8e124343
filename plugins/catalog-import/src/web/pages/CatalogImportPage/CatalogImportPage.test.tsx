import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, type FakeRoute } from '../../testing/createFakeBackend';
import {
  analyze,
  ANALYZE_ROUTE,
  CATALOG_FILE_URL,
  entity,
  errorResponse,
  integrations,
  INTEGRATIONS_ROUTE,
  LOCATIONS_ROUTE,
  REFRESH_ROUTE,
  REPOSITORY_URL,
} from '../../testing/fixtures';
import { renderImportPage } from '../../testing/renderImportPage';

const payments = entity('Component', 'payments');
const paymentsApi = entity('API', 'payments-api', 'billing');

function dryRunThenRegister(options: { exists?: boolean } = {}): FakeRoute {
  return ({ url, body }) => {
    const { target } = body as { target: string };
    const location = { id: 'loc-1', type: 'url', target };
    if (url.searchParams.get('dryRun') === 'true') {
      return { location, entities: [payments, paymentsApi], exists: options.exists ?? false };
    }
    return { location, entities: [payments, paymentsApi] };
  };
}

function renderPage(routes: Record<string, FakeRoute>, options: { denied?: string[] } = {}) {
  const backend = createFakeBackend(
    { [INTEGRATIONS_ROUTE]: () => integrations, ...routes },
    options,
  );
  renderImportPage({ fetch: backend.fetch });
  return backend;
}

describe('CatalogImportPage: URL step', () => {
  it('titles the page and puts the cursor in the URL field', async () => {
    renderPage({});
    const field = await screen.findByRole('textbox', { name: /Repository URL/ });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Register an existing component',
    );
    expect(document.activeElement).toBe(field);
    expect(
      screen.getByText(/The URL of a repository, or of a catalog-info.yaml file/),
    ).toBeDefined();
  });

  it('refuses a URL that is not http(s) without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPage({});
    await analyze(user, 'ftp://files.example.com/catalog-info.yaml');
    expect(
      await screen.findByRole('textbox', {
        name: /Repository URL/,
        description: 'Only http and https URLs can be imported, not ftp:',
      }),
    ).toBeDefined();
    expect(backend.requests.filter(r => r.url.pathname.startsWith('/api/catalog'))).toEqual([]);
  });

  it('names the host and the configured hosts when a repository URL has no integration', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPage({});
    await analyze(user, 'https://gitlab.com/acme/payments');
    const field = await screen.findByRole('textbox', {
      name: /Repository URL/,
      description: /gitlab\.com is not a recognised git URL/,
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        /the configured GitHub and Azure DevOps hosts are github\.com, dev\.azure\.com/,
      ),
    ).toBeDefined();
    expect(backend.requestsTo(ANALYZE_ROUTE)).toEqual([]);
  });

  it("shows the server's 4xx message about the URL under the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [ANALYZE_ROUTE]: () =>
        errorResponse(400, 'InputError', 'The URL points at a directory, not a repository'),
    });
    await analyze(user, `${REPOSITORY_URL}/tree/main/docs`);
    expect(
      await screen.findByRole('textbox', {
        name: /Repository URL/,
        description: 'The URL points at a directory, not a repository',
      }),
    ).toBeDefined();
    expect(screen.queryByText(/Failed to generate entity definitions/)).toBeNull();
  });

  it("says 'Failed to generate entity definitions' with the status when the analysis fails", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [ANALYZE_ROUTE]: () => errorResponse(503, 'ServiceUnavailableError', 'github.com is down'),
    });
    await analyze(user, REPOSITORY_URL);
    expect(
      await screen.findByText('Failed to generate entity definitions: 503 github.com is down'),
    ).toBeDefined();
  });
  it('shows progress while analysing and analyses once however often Analyze is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: unknown) => void = () => undefined;
    const backend = renderPage({
      [LOCATIONS_ROUTE]: () => new Promise(resolve => (answer = resolve)),
    });
    await analyze(user, CATALOG_FILE_URL);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(backend.requestsTo(LOCATIONS_ROUTE)).toHaveLength(1);
    answer({ location: { id: 'l', type: 'url', target: CATALOG_FILE_URL }, entities: [payments] });
    await screen.findByRole('heading', { level: 2, name: 'Review' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('CatalogImportPage: catalog files', () => {
  it('dry-runs a catalog file, lists its entities, imports it and links to them', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPage({ [LOCATIONS_ROUTE]: dryRunThenRegister() });
    await analyze(user, CATALOG_FILE_URL);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Review' });
    expect(document.activeElement).toBe(heading);
    const [dryRun] = backend.requestsTo(LOCATIONS_ROUTE);
    expect(dryRun?.url.searchParams.get('dryRun')).toBe('true');
    expect(dryRun?.body).toEqual({ type: 'url', target: CATALOG_FILE_URL });
    expect(screen.getByText('The following entities will be added to the catalog:')).toBeDefined();
    const list = screen.getByRole('list', { name: `Entities in ${CATALOG_FILE_URL}` });
    const rows = within(list)
      .getAllByRole('listitem')
      .map(row => row.textContent);
    expect(rows).toEqual([
      'paymentsComponent · namespace default',
      'payments-apiAPI · namespace billing',
    ]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The following entities have been added to the catalog:'),
    ).toBeDefined();
    const registered = backend.requestsTo(LOCATIONS_ROUTE)[1];
    expect(registered?.url.searchParams.has('dryRun')).toBe(false);
    expect(registered?.body).toEqual({ type: 'url', target: CATALOG_FILE_URL });
    const links = within(screen.getByRole('list', { name: 'Added entities' })).getAllByRole('link');
    expect(links.map(link => [link.textContent, link.getAttribute('href')])).toEqual([
      ['component:payments', '/catalog/default/component/payments'],
      ['api:billing/payments-api', '/catalog/billing/api/payments-api'],
    ]);
    expect(backend.requestsTo(REFRESH_ROUTE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Register another' }));
    const field = await screen.findByRole('textbox', { name: /Repository URL/ });
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('refreshes a registered file instead of adding it again', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPage({
      [LOCATIONS_ROUTE]: dryRunThenRegister({ exists: true }),
      [REFRESH_ROUTE]: () => undefined,
    });
    await analyze(user, CATALOG_FILE_URL);
    await screen.findByText('Already registered');
    // Registered entities are in the catalog already: the review links to them.
    expect(screen.getByRole('link', { name: 'payments' }).getAttribute('href')).toBe(
      '/catalog/default/component/payments',
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(
      await screen.findByText('The following entities have been added to the catalog:'),
    ).toBeDefined();
    expect(backend.requestsTo(REFRESH_ROUTE).map(r => r.body)).toEqual([
      { entityRef: 'component:default/payments' },
    ]);
    expect(backend.requestsTo(LOCATIONS_ROUTE)).toHaveLength(1);
  });

  it('submits the files of a repository one by one and stops at the first error', async () => {
    const user = userEvent.setup({ delay: null });
    const file = (name: string) => `${REPOSITORY_URL}/blob/main/${name}/catalog-info.yaml`;
    const backend = renderPage({
      [ANALYZE_ROUTE]: () => ({
        existingEntityFiles: ['a', 'b', 'c'].map(name => ({
          location: { type: 'url', target: file(name) },
          isRegistered: false,
          entity: entity('Component', name),
        })),
        generateEntities: [],
      }),
      [LOCATIONS_ROUTE]: ({ body }) => {
        const { target } = body as { target: string };
        if (target === file('b')) {
          return errorResponse(400, 'InputError', 'Entity b has no spec.owner');
        }
        return { location: { id: target, type: 'url', target }, entities: [] };
      },
    });
    await analyze(user, REPOSITORY_URL);
    await screen.findByRole('heading', { level: 2, name: 'Review' });
    expect(screen.getAllByRole('list', { name: /^Entities in / })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('region', { name: 'Entity b has no spec.owner' })).toBeDefined();
    expect(
      backend.requestsTo(LOCATIONS_ROUTE).map(r => (r.body as { target: string }).target),
    ).toEqual([file('a'), file('b')]);
  });

  it('goes back to the URL it analysed, with the cursor in the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ [LOCATIONS_ROUTE]: dryRunThenRegister() });
    await analyze(user, CATALOG_FILE_URL);
    await screen.findByRole('heading', { level: 2, name: 'Review' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const field = await screen.findByRole('textbox', { name: /Repository URL/ });
    expect((field as HTMLInputElement).value).toBe(CATALOG_FILE_URL);
    expect(document.activeElement).toBe(field);
  });
});

describe('CatalogImportPage: permissions', () => {
  it('says which permission is missing and offers no analysis without catalog.location.analyze', async () => {
    renderPage({}, { denied: ['catalog.location.analyze'] });
    expect(await screen.findByText('Permission required')).toBeDefined();
    expect(screen.getByText(/'catalog\.location\.analyze' permission/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Analyze' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reviews but offers no Import without catalog.location.create', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPage(
      { [LOCATIONS_ROUTE]: dryRunThenRegister() },
      { denied: ['catalog.location.create'] },
    );
    await analyze(user, CATALOG_FILE_URL);
    await screen.findByRole('heading', { level: 2, name: 'Review' });
    expect(screen.getByText(/'catalog\.location\.create' permission/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    await waitFor(() => expect(backend.requestsTo(LOCATIONS_ROUTE)).toHaveLength(1));
  });
});

import { OBJECT_NAME_MESSAGE } from '@atrium/model';
import type { OAuthClient } from '@atrium/web-core';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { fakeAuthProvider } from '@atrium/web-core/testing';
import { createFakeBackend, type FakeRoute } from '../../../testing/createFakeBackend';
import {
  analyze,
  ANALYZE_ROUTE,
  ENTITIES_ROUTE,
  entity,
  errorResponse,
  integrations,
  INTEGRATIONS_ROUTE,
  LOCATIONS_ROUTE,
  PULL_REQUESTS_ROUTE,
  REPOSITORY_URL,
} from '../../../testing/fixtures';
import { renderImportPage } from '../../../testing/renderImportPage';

const FUTURE_FILE = `${REPOSITORY_URL}/blob/main/catalog-info.yaml`;
const PULL_REQUEST_LINK = `${REPOSITORY_URL}/pull/7`;

function proposal(name: string, owner?: string) {
  return {
    entity: {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name },
      spec: { type: 'service', lifecycle: 'experimental' },
    },
    fields: [
      { field: 'metadata.name', description: '', value: name, state: 'analysisSuggestedValue' },
      owner === undefined
        ? { field: 'spec.owner', description: '', state: 'needsUserInput' }
        : { field: 'spec.owner', description: '', value: owner, state: 'analysisSuggestedValue' },
    ],
  };
}

function renderPullRequestPath(
  options: {
    proposals?: ReturnType<typeof proposal>[];
    pullRequest?: FakeRoute;
    routes?: Record<string, FakeRoute>;
    denied?: string[];
    authProviders?: ReadonlyMap<string, OAuthClient>;
  } = {},
) {
  const backend = createFakeBackend(
    {
      [INTEGRATIONS_ROUTE]: () => integrations,
      [ANALYZE_ROUTE]: () => ({
        existingEntityFiles: [],
        generateEntities: options.proposals ?? [proposal('payments', 'team-a')],
      }),
      [PULL_REQUESTS_ROUTE]:
        options.pullRequest ?? (() => ({ link: PULL_REQUEST_LINK, location: FUTURE_FILE })),
      [LOCATIONS_ROUTE]: ({ body }) => ({
        location: { id: 'loc-1', type: 'url', target: (body as { target: string }).target },
        entities: [],
      }),
      ...options.routes,
    },
    { denied: options.denied },
  );
  renderImportPage({ fetch: backend.fetch, authProviders: options.authProviders });
  return backend;
}

async function reachForm(user: UserEvent, url = REPOSITORY_URL) {
  await analyze(user, url);
  return screen.findByRole('heading', { level: 2, name: 'Create a pull request' });
}

function preview(): string {
  const region = screen.getByRole('region', { name: 'Preview of catalog-info.yaml' });
  return region.querySelector('pre')?.textContent ?? '';
}

describe('PullRequestStep', () => {
  it('proposes the entity, previews the edited file, opens the pull request and registers the file', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPullRequestPath();
    const heading = await reachForm(user);
    expect(document.activeElement).toBe(heading);

    const name = screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    const owner = screen.getByRole('combobox', { name: /^Owner/ }) as HTMLInputElement;
    expect([name.value, owner.value]).toEqual(['payments', 'team-a']);
    expect(
      (screen.getByRole('textbox', { name: /Pull request title/ }) as HTMLInputElement).value,
    ).toBe('Add catalog-info.yaml config file');
    expect(
      (screen.getByRole('textbox', { name: /Pull request body/ }) as HTMLTextAreaElement).value,
    ).toMatch(/adds a catalog-info\.yaml file/);
    expect(parse(preview())).toMatchObject({
      metadata: { name: 'payments' },
      spec: { owner: 'team-a' },
    });

    await user.type(name, '-api');
    await user.clear(owner);
    await user.paste('group:platform');
    await user.keyboard('{Escape}');
    expect(parse(preview())).toEqual({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name: 'payments-api' },
      spec: { type: 'service', lifecycle: 'experimental', owner: 'group:platform' },
    });
    const committed = preview();

    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(await screen.findByText('The following Pull Request has been opened:')).toBeDefined();
    const [request] = backend.requestsTo(PULL_REQUESTS_ROUTE);
    expect(request?.body).toEqual({
      repositoryUrl: REPOSITORY_URL,
      fileContent: committed,
      title: 'Add catalog-info.yaml config file',
      body: expect.stringMatching(/catalog-info\.yaml/),
    });
    // Without a sign-in provider for the host, the server uses the integration's credentials.
    expect(request?.headers.has('x-atrium-scm-token')).toBe(false);
    expect(screen.getByRole('link', { name: PULL_REQUEST_LINK }).getAttribute('href')).toBe(
      PULL_REQUEST_LINK,
    );
    expect(
      screen.getByText('Your entities will be imported as soon as the Pull Request is merged.'),
    ).toBeDefined();
    // The stepper still names the step that opened it, now done.
    expect(screen.getByText('Create pull request', { exact: true })).toBeDefined();
    expect(screen.queryByText('Review', { exact: true })).toBeNull();
    expect(backend.requestsTo(LOCATIONS_ROUTE).map(r => r.body)).toEqual([
      { type: 'url', target: FUTURE_FILE, presence: 'optional' },
    ]);
    expect(screen.getByRole('link', { name: FUTURE_FILE })).toBeDefined();
  });

  it('still shows the opened pull request when its file cannot be registered yet', async () => {
    const user = userEvent.setup({ delay: null });
    renderPullRequestPath({
      routes: {
        [LOCATIONS_ROUTE]: () => errorResponse(409, 'ConflictError', 'Location already exists'),
      },
    });
    await reachForm(user);
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('link', { name: PULL_REQUEST_LINK })).toBeDefined();
    expect(
      screen.getByRole('region', {
        name: `Could not register ${FUTURE_FILE}; register it once the Pull Request is merged`,
      }),
    ).toBeDefined();
    expect(screen.getByText('Location already exists')).toBeDefined();
  });

  it("sends the person's own token with write scopes when the host has a sign-in provider", async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[][] = [];
    const backend = renderPullRequestPath({
      authProviders: new Map([['github', fakeAuthProvider('github', asked)]]),
    });
    await reachForm(user);
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    await screen.findByText('The following Pull Request has been opened:');
    const [request] = backend.requestsTo(PULL_REQUESTS_ROUTE);
    expect(request?.headers.get('x-atrium-scm-token')).toBe('github-token');
    expect(asked).toEqual([expect.arrayContaining(['repo', 'gist'])]);
  });

  it('sends no token for a host whose provider is not configured', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPullRequestPath({
      authProviders: new Map([['github', fakeAuthProvider('github')]]),
    });
    await reachForm(user, 'https://dev.azure.com/acme/shop/_git/payments');
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    await screen.findByText('The following Pull Request has been opened:');
    expect(backend.requestsTo(PULL_REQUESTS_ROUTE)[0]?.headers.has('x-atrium-scm-token')).toBe(
      false,
    );
  });

  it('joins several proposed entities into one file of YAML documents', async () => {
    const user = userEvent.setup({ delay: null });
    renderPullRequestPath({ proposals: [proposal('web', 'team-a'), proposal('worker', 'team-b')] });
    await reachForm(user);
    const documents = parseAllDocuments(preview()).map(doc => doc.toJS() as { metadata: object });
    expect(documents.map(doc => doc.metadata)).toEqual([{ name: 'web' }, { name: 'worker' }]);
    expect(preview()).toContain('\n---\n');
  });

  it('refuses an invalid name and a missing owner without opening anything', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPullRequestPath({ proposals: [proposal('payments')] });
    await reachForm(user);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'payments service');
    expect(
      screen.getByRole('textbox', { name: /^Name/, description: OBJECT_NAME_MESSAGE }),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(
      screen.getByRole('combobox', { name: /^Owner/, description: 'An owner is required' }),
    ).toBeDefined();
    expect(backend.requestsTo(PULL_REQUESTS_ROUTE)).toEqual([]);
  });

  it('offers Users and Groups of the catalog as owners', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPullRequestPath({
      proposals: [proposal('payments')],
      routes: {
        [ENTITIES_ROUTE]: () => ({
          items: [entity('Group', 'platform'), entity('User', 'jdoe')],
          totalItems: 2,
          pageInfo: {},
        }),
      },
    });
    await reachForm(user);
    await user.type(screen.getByRole('combobox', { name: /^Owner/ }), 'p');
    await user.click(await screen.findByRole('option', { name: 'user:jdoe' }));
    expect(parse(preview())).toMatchObject({ spec: { owner: 'user:jdoe' } });
    const filter = backend.requestsTo(ENTITIES_ROUTE)[0]?.url.searchParams.get('filter');
    expect(filter).toBe('kind=user,kind=group');
  });

  it.each([
    [404, "Couldn't fetch repo data: GitHub answered 404 Not Found"],
    [503, "Couldn't fetch default branch data: GitHub answered 502 Bad Gateway"],
    [409, "Couldn't create a new branch: GitHub answered 422 Reference already exists"],
    [403, "Couldn't create a commit: GitHub answered 403 Resource not accessible"],
    [409, "Couldn't create a pull request: GitHub answered 422 A pull request already exists"],
  ])('shows the %i answer %j as the server words it', async (status, message) => {
    const user = userEvent.setup({ delay: null });
    renderPullRequestPath({ pullRequest: () => errorResponse(status, 'Error', message) });
    await reachForm(user);
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('region', { name: message })).toBeDefined();
    expect(screen.queryByText('The following Pull Request has been opened:')).toBeNull();
  });

  it('offers no pull request without catalog.location.create', async () => {
    const user = userEvent.setup({ delay: null });
    renderPullRequestPath({ denied: ['catalog.location.create'] });
    await reachForm(user);
    expect(screen.getByText(/'catalog\.location\.create' permission/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Create PR' })).toBeNull();
    const form = screen.getByRole('heading', { level: 2 }).parentElement;
    expect(within(form as HTMLElement).getByRole('button', { name: 'Back' })).toBeDefined();
  });
});

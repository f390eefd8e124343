import type { Entity } from '@atrium/model';
import {
  putRepositoryFile,
  startFakeAzure,
  startFakeGithub,
  type FakeAzure,
  type FakeGithub,
  type FakeGithubRepoRoute,
  type FakeResponse,
} from '@atrium/server-core/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { CatalogImportPage } from './pages/CatalogImportPage';
import { EntityPage } from './pages/EntityPage';
import { describeInChromium, type ChromiumSuite } from './support/describeInChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';

const GITHUB_TOKEN = 'ghp_e2e_catalog_import';
const AZURE_PAT = 'e2e-catalog-import-pat';

// A merged file is read on the catalog's next pass over its location (every 3 s here), more
// than expect.poll's 1 s default.
const CATALOG_TIMEOUT = 20_000;

let github: FakeGithub | undefined;
let azure: FakeAzure | undefined;

afterAll(async () => {
  await github?.stop();
  await azure?.stop();
});

const BIKE_RENTALS_FILE = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: bike-rentals
spec:
  type: service
  lifecycle: production
  owner: rider-apps
---
apiVersion: backstage.io/v1alpha1
kind: API
metadata:
  name: bike-rentals-api
  namespace: rides
spec:
  type: openapi
  lifecycle: production
  owner: group:default/rider-apps
  definition: 'openapi: 3.0.0'
`;

const DOCK_MAP_FILE = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: dock-map
spec:
  type: website
  lifecycle: experimental
  owner: user:guest
`;

/**
 * A pull request step GitHub refuses, for a repository of its own: by an answer of the host to
 * one call (`METHOD path below the repository`), or by a change after the analysis.
 */
interface RefusedStep {
  repository: string;
  refuse?: { call: string; answer: FakeResponse };
  afterAnalysis?(host: FakeGithub): void;
  message: string;
}

const REFUSED_STEPS: RefusedStep[] = [
  {
    repository: 'velora/rider-payouts',
    // Deleted (or made private to the integration) while the person fills in the form.
    afterAnalysis: host => host.repos.delete('velora/rider-payouts'),
    message: "Couldn't fetch repo data: GitHub answered 404 Not Found",
  },
  {
    repository: 'velora/battery-health',
    refuse: {
      call: 'GET /git/ref/heads/main',
      answer: { status: 502, body: { message: 'Server Error' } },
    },
    message: "Couldn't fetch default branch data: GitHub answered 502 Server Error",
  },
  {
    repository: 'velora/tariff-rules',
    refuse: {
      call: 'PUT /contents/catalog-info.yaml',
      answer: { status: 403, body: { message: 'Resource not accessible by integration' } },
    },
    message: "Couldn't create a commit: GitHub answered 403 Resource not accessible by integration",
  },
  {
    repository: 'velora/depot-planner',
    refuse: {
      call: 'POST /pulls',
      answer: {
        status: 422,
        body: {
          message: 'Validation Failed',
          errors: [
            { resource: 'PullRequest', code: 'custom', message: 'Pull requests are disabled' },
          ],
        },
      },
    },
    message:
      "Couldn't create a pull request: GitHub answered 422 Validation Failed: Pull requests are disabled",
  },
];

/** The fake's own answer unless the repository's step is one the test refuses. */
const refuseSteps: FakeGithubRepoRoute = (request, rest, repo) => {
  const refusal = REFUSED_STEPS.find(step => step.repository === repo.full_name)?.refuse;
  return refusal?.call === `${request.method} ${rest}` ? refusal.answer : undefined;
};

/** The catalog file the pull request step writes for a proposed Component, after the edits. */
function proposedFile(name: string, annotation: string, owner: string) {
  return `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: ${name}
  annotations:
    ${annotation}
spec:
  type: other
  lifecycle: unknown
  owner: ${owner}
`;
}

/** Fake code hosts with the repositories the tests import, and the integrations naming them. */
async function startCodeHosts() {
  github = await startFakeGithub({
    token: GITHUB_TOKEN,
    login: 'atrium-bot',
    extraRoutes: refuseSteps,
  });
  azure = await startFakeAzure({ token: AZURE_PAT, projects: ['velora/mobility'] });
  const put = (bare: string, path: string, content: string, branch = 'main') =>
    putRepositoryFile(bare, { branch, path, content });

  const rentals = await github.addRepository('velora/bike-rentals');
  await put(rentals.bare, 'catalog-info.yaml', BIKE_RENTALS_FILE);
  const dockMap = await github.addRepository('velora/dock-map');
  await put(dockMap.bare, 'catalog-info.yaml', DOCK_MAP_FILE);
  const alerts = await github.addRepository('velora/station-alerts');
  await put(alerts.bare, 'README.md', '# Station alerts\n');
  await put(alerts.bare, '.github/CODEOWNERS', '* @velora/rider-apps\n');
  // Someone pushed the import branch already: creating it is refused.
  const gateway = await github.addRepository('velora/fleet-gateway');
  await put(gateway.bare, 'README.md', '# Fleet gateway\n');
  await put(gateway.bare, 'notes.md', 'work in progress\n', 'backstage-integration');
  for (const { repository } of REFUSED_STEPS) {
    const repo = await github.addRepository(repository);
    await put(repo.bare, 'README.md', `# ${repository}\n`);
    await put(repo.bare, 'CODEOWNERS', '* @velora/fleet-iot\n');
  }
  const tickets = await azure.addRepository('velora/mobility/ticket-office');
  await put(tickets.bare, 'README.md', '# Ticket office\n');
  await put(tickets.bare, 'CODEOWNERS', '* @velora/billing-squad\n');

  return {
    // A merged pull request's file is read on the next pass; Azure DevOps sends no webhooks.
    catalog: { processingInterval: { seconds: 3 } },
    integrations: {
      github: [
        {
          host: github.host,
          baseUrl: github.url,
          apiBaseUrl: github.apiBaseUrl,
          token: GITHUB_TOKEN,
        },
      ],
      azure: [{ host: azure.host, baseUrl: azure.url, token: AZURE_PAT }],
    },
  };
}

/** A step of the import in both colour schemes, from the top of the page. */
async function screenshotStep(page: Page, name: string, readableInDark: Locator[] = []) {
  // From the top: the sidebar sticks to where the page was scrolled to, e.g. an error panel.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotColorSchemes(page, `catalog-import-${name}`, { readableInDark });
}

async function entityByName(suite: ChromiumSuite, kind: string, namespace: string, name: string) {
  const response = await suite.portal.fetchApi(
    `/api/catalog/entities/by-name/${kind}/${namespace}/${name}`,
  );
  return response.status === 200 ? ((await response.json()) as Entity) : undefined;
}

async function locationEntity(suite: ChromiumSuite, target: string) {
  const filter = encodeURIComponent(`kind=location,spec.target=${target}`);
  const response = await suite.portal.fetchApi(`/api/catalog/entities?filter=${filter}`);
  const [entity] = (await response.json()) as Entity[];
  return entity;
}

describeInChromium('Catalog import', { portal: startCodeHosts }, suite => {
  async function openImportPage() {
    const page = await suite.browser.context.newPage();
    const importPage = new CatalogImportPage(page);
    await importPage.open(suite.portal.appUrl);
    return { page, importPage };
  }

  it("imports a repository's catalog file from the repository URL and links to its entities", async () => {
    const { page, importPage } = await openImportPage();
    expect(await importPage.activeStep().innerText()).toBe('Select URL');
    await importPage.urlField().fill(`${github!.url}/velora/bike-rentals`);
    await screenshotStep(page, 'url', [
      importPage.activeStep(),
      page.getByText(/^Enter the URL of your source code repository/),
    ]);
    await importPage.urlField().press('Enter');
    await importPage.stepHeading('Review').waitFor();

    const file = `${github!.url}/velora/bike-rentals/blob/main/catalog-info.yaml`;
    expect(await importPage.activeStep().innerText()).toBe('Review');
    expect(await importPage.reviewedEntities(file)).toEqual([
      'bike-rentals · Component · namespace default',
      'bike-rentals-api · API · namespace rides',
    ]);
    await screenshotStep(page, 'review', [
      importPage.stepHeading('Review'),
      page.getByRole('link', { name: file }),
    ]);
    await importPage.importEntities();

    expect(await importPage.activeStep().innerText()).toBe('Finish');
    // What registering answered, the Location entity standing for the registration among it.
    expect((await importPage.addedEntities().allInnerTexts()).sort()).toEqual([
      'api:rides/bike-rentals-api',
      'component:bike-rentals',
      expect.stringMatching(/^location:generated-[0-9a-f]{40}$/),
    ]);
    await screenshotStep(page, 'finish-entities', [importPage.addedEntities().first()]);
    const component = await entityByName(suite, 'component', 'default', 'bike-rentals');
    expect(component?.metadata.annotations?.['backstage.io/managed-by-location']).toBe(
      `url:${file}`,
    );
    expect(await entityByName(suite, 'api', 'rides', 'bike-rentals-api')).toBeDefined();

    await importPage.addedEntities().filter({ hasText: 'api:rides/bike-rentals-api' }).click();
    await page.waitForURL(/\/catalog\/rides\/api\/bike-rentals-api$/);
    await page
      .getByRole('heading', { level: 1, name: 'bike-rentals-api in rides', exact: true })
      .waitFor();
    await page.close();
  });

  it('imports a catalog file from its URL, and offers a refresh once it is registered', async () => {
    const { page, importPage } = await openImportPage();
    const file = `${github!.url}/velora/dock-map/blob/main/catalog-info.yaml`;
    await importPage.analyze(file, 'Review');
    // A dry run of a file answers the Location entity standing for the registration too.
    expect(await importPage.reviewedEntities(file)).toEqual([
      expect.stringMatching(/^generated-[0-9a-f]{40} · Location · namespace default$/),
      'dock-map · Component · namespace default',
    ]);
    await importPage.importEntities();
    expect((await importPage.addedEntities().allInnerTexts()).sort()).toEqual([
      'component:dock-map',
      expect.stringMatching(/^location:generated-[0-9a-f]{40}$/),
    ]);
    expect(await entityByName(suite, 'component', 'default', 'dock-map')).toBeDefined();

    // The same file again: it is in the catalog, so the review links to it and refreshes it.
    await importPage.button('Register another').click();
    await importPage.analyze(file, 'Review');
    await page.getByText('Already registered', { exact: true }).waitFor();
    expect(await importPage.button('Import').count()).toBe(0);
    await importPage.button('Refresh').click();
    await importPage.stepHeading('Finished').waitFor();
    await importPage.addedEntities().filter({ hasText: 'component:dock-map' }).click();
    await page.waitForURL(/\/catalog\/default\/component\/dock-map$/);
    // The entity's own page, its name as the heading (the old page stays until the route loads).
    await page.getByRole('heading', { level: 1, name: 'dock-map', exact: true }).waitFor();
    await page.close();
  });

  /**
   * The file the catalog waits for: registered as optional, with an information item rather than
   * an error, on the Location entity's page too.
   */
  async function expectWaitingFor(page: Page, target: string) {
    const location = await locationEntity(suite, target);
    expect(location?.spec).toEqual({ type: 'url', target, presence: 'optional' });
    expect(location?.status?.items).toEqual([
      {
        type: 'backstage.io/catalog-processing',
        level: 'info',
        message: `Waiting for ${target} to exist; it is read again every 3 seconds`,
      },
    ]);
    const entityPage = new EntityPage(page);
    await entityPage.open(suite.portal.appUrl, { kind: 'location', name: location!.metadata.name });
    expect(await page.getByRole('region', { name: /Waiting for|Unable to read/ }).count()).toBe(0);
    await entityPage.chooseFromMenu('Inspect entity');
    await entityPage
      .inspector()
      .getByText(`info backstage.io/catalog-processing: Waiting for ${target} to exist`)
      .waitFor();
  }

  it('proposes a catalog file for a GitHub repository without one and opens the pull request that adds it', async () => {
    const { page, importPage } = await openImportPage();
    await importPage.analyze(`${github!.url}/velora/station-alerts`, 'Create a pull request');
    expect(await importPage.activeStep().innerText()).toBe('Create pull request');
    // Named after the repository, owned by the owner of every file in its CODEOWNERS.
    expect(await importPage.entityField('Name').inputValue()).toBe('station-alerts');
    expect(await importPage.entityField('Owner').inputValue()).toBe('rider-apps');
    expect(await importPage.pullRequestField('Pull request title').inputValue()).toBe(
      'Add catalog-info.yaml config file',
    );
    await screenshotStep(page, 'pull-request', [
      importPage.stepHeading('Create a pull request'),
      importPage.preview(),
    ]);

    await importPage.entityField('Name').fill('dock-alerts');
    await importPage.pickOwner('platform', 'platform-infra');
    const file = proposedFile(
      'dock-alerts',
      'github.com/project-slug: velora/station-alerts',
      'platform-infra',
    );
    await expect.poll(() => importPage.preview().textContent()).toBe(file);
    await importPage.createPullRequest();
    await importPage.stepHeading('Finished').waitFor();

    const pull = github!.pullRequests.find(
      candidate => candidate.repository === 'velora/station-alerts',
    );
    expect(pull).toMatchObject({
      title: 'Add catalog-info.yaml config file',
      head: 'backstage-integration',
      base: 'main',
      files: { 'catalog-info.yaml': file },
      state: 'open',
    });
    expect(await importPage.stepLabels()).toEqual(['Select URL', 'Create pull request', 'Finish']);
    const link = `${github!.url}/velora/station-alerts/pull/${pull!.number}`;
    expect(await importPage.pullRequestLink().getAttribute('href')).toBe(link);
    expect(await importPage.pullRequestLink().innerText()).toBe(link);
    const target = `${github!.url}/velora/station-alerts/blob/main/catalog-info.yaml`;
    expect(await importPage.waitingFor().innerText()).toBe(
      `The catalog is waiting for the file at ${target}.`,
    );
    await screenshotStep(page, 'finish-pull-request', [
      importPage.stepHeading('Finished'),
      importPage.pullRequestLink(),
    ]);
    expect(await entityByName(suite, 'component', 'default', 'dock-alerts')).toBeUndefined();
    await expectWaitingFor(page, target);

    await github!.mergePullRequest(pull!.number);
    await expect
      .poll(() => entityByName(suite, 'component', 'default', 'dock-alerts'), {
        timeout: CATALOG_TIMEOUT,
      })
      .toBeDefined();
    const component = await entityByName(suite, 'component', 'default', 'dock-alerts');
    expect(component?.spec?.owner).toBe('platform-infra');
    expect(component?.metadata.annotations?.['backstage.io/managed-by-location']).toBe(
      `url:${target}`,
    );
    expect((await locationEntity(suite, target))?.status?.items ?? []).toEqual([]);
    await page.close();
  });

  it('opens the pull request on Azure DevOps, and its entity arrives once it is completed', async () => {
    const { page, importPage } = await openImportPage();
    const repository = `${azure!.url}/velora/mobility/_git/ticket-office`;
    await importPage.analyze(repository, 'Create a pull request');
    expect(await importPage.entityField('Name').inputValue()).toBe('ticket-office');
    expect(await importPage.entityField('Owner').inputValue()).toBe('billing-squad');

    await importPage.entityField('Name').fill('ticket-desk');
    await importPage.pickOwner('ingrid', 'user:ingrid.solberg');
    await importPage.pullRequestField('Pull request title').fill('Register the ticket desk');
    const file = proposedFile(
      'ticket-desk',
      'dev.azure.com/project-repo: mobility/ticket-office',
      'user:ingrid.solberg',
    );
    await expect.poll(() => importPage.preview().textContent()).toBe(file);
    await importPage.createPullRequest();
    await importPage.stepHeading('Finished').waitFor();

    const pull = azure!.pullRequests.find(
      candidate => candidate.repository === 'velora/mobility/ticket-office',
    );
    expect(pull).toMatchObject({
      title: 'Register the ticket desk',
      sourceRefName: 'refs/heads/backstage-integration',
      targetRefName: 'refs/heads/main',
      files: { 'catalog-info.yaml': file },
      status: 'active',
    });
    expect(await importPage.pullRequestLink().getAttribute('href')).toBe(
      `${repository}/pullrequest/${pull!.pullRequestId}`,
    );
    const target = `${repository}?path=/catalog-info.yaml&version=GBmain`;
    expect(await importPage.waitingFor().innerText()).toBe(
      `The catalog is waiting for the file at ${target}.`,
    );
    await expectWaitingFor(page, target);

    await azure!.completePullRequest(pull!.pullRequestId);
    await expect
      .poll(() => entityByName(suite, 'component', 'default', 'ticket-desk'), {
        timeout: CATALOG_TIMEOUT,
      })
      .toBeDefined();
    const component = await entityByName(suite, 'component', 'default', 'ticket-desk');
    expect(component?.spec?.owner).toBe('user:ingrid.solberg');
    await page.close();
  });

  it("says 'Couldn't create a new branch' with GitHub's answer when the branch exists already", async () => {
    const { page, importPage } = await openImportPage();
    await importPage.analyze(`${github!.url}/velora/fleet-gateway`, 'Create a pull request');
    expect(await importPage.entityField('Owner').inputValue()).toBe('');
    await importPage.pickOwner('fleet', 'fleet-iot');
    await importPage.createPullRequest();

    const failure = importPage.failure();
    await failure.waitFor();
    expect(await importPage.failureTitle()).toBe(
      "Couldn't create a new branch: GitHub answered 422 Reference already exists",
    );
    // Still on the form, with what was typed, to try again once the branch is dealt with.
    expect(await importPage.stepHeading('Create a pull request').count()).toBe(1);
    expect(await importPage.entityField('Owner').inputValue()).toBe('fleet-iot');
    expect(github!.pullRequests.filter(pull => pull.repository === 'velora/fleet-gateway')).toEqual(
      [],
    );
    const target = `${github!.url}/velora/fleet-gateway/blob/main/catalog-info.yaml`;
    expect(await locationEntity(suite, target)).toBeUndefined();
    await screenshotStep(page, 'pull-request-failed', [
      importPage.stepHeading('Create a pull request'),
      page
        .getByRole('button', { name: /^Couldn't create a new branch/ })
        .locator('span')
        .first(),
    ]);
    await page.close();
  });

  it.each(REFUSED_STEPS.map(step => [step.message, step] as const))(
    "says '%s' when GitHub refuses that step",
    async (_, step) => {
      const { page, importPage } = await openImportPage();
      await importPage.analyze(`${github!.url}/${step.repository}`, 'Create a pull request');
      step.afterAnalysis?.(github!);
      await importPage.createPullRequest();
      await importPage.failure().waitFor();
      expect(await importPage.failureTitle()).toBe(step.message);
      expect(await importPage.stepHeading('Create a pull request').count()).toBe(1);
      expect(github!.pullRequests.filter(pull => pull.repository === step.repository)).toEqual([]);
      const target = `${github!.url}/${step.repository}/blob/main/catalog-info.yaml`;
      expect(await locationEntity(suite, target)).toBeUndefined();
      await page.close();
    },
  );

  it("says 'Failed to generate entity definitions' when GitHub cannot be read", async () => {
    const { page, importPage } = await openImportPage();
    // A second later the host may be read again, so nothing else waits for it.
    github!.rateLimit.limitNext(1, { resetInSeconds: 1 });
    await importPage.urlField().fill(`${github!.url}/velora/station-alerts`);
    await importPage.button('Analyze').click();
    const failure = importPage.failure();
    await failure.waitFor();
    // The status and the catalog's message, which names the host and when it can be read again.
    expect(await importPage.failureTitle()).toMatch(
      /^Failed to generate entity definitions: 503 The API rate limit of 127\.0\.0\.1:\d+ is reached; reading from it resumes at \S+$/,
    );
    expect(await importPage.activeStep().innerText()).toBe('Select URL');
    expect(await importPage.urlField().getAttribute('aria-invalid')).toBe('false');
    await screenshotStep(page, 'url-failed', [importPage.urlField()]);
    await page.close();
  });
});

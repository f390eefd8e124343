import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DocsIndexPage } from './pages/DocsIndexPage';
import { DocsReader } from './pages/DocsReader';
import { describeInChromium } from './support/describeInChromium';
import { expectReadable } from './support/expectReadable';
import { artifactPath } from './support/launchChromium';
import type { Portal } from './support/startPortal';

const RIDES = { kind: 'component', name: 'rides-service' };
const PROBE = { kind: 'component', name: 'docs-probe' };

const INITIAL_BUILD =
  'Documentation is accessed for the first time and is being prepared. The subsequent loads are much faster.';
const REFRESHING =
  'A newer version of this documentation is being prepared and will be available shortly.';
const READY = 'A newer version of this documentation is now available, please refresh to view.';

/**
 * The reader takes a sync still running after a second for a build (spec 001 §4). The demo sites
 * build faster than that, so the sync request is held back to see the building banners.
 */
async function slowDownSync(page: Page, ms = 1500) {
  await page.route('**/api/techdocs/sync/**', async route => {
    await new Promise(resolve => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** A PNG of one colour, for an article image whose size the browser reports. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PROBE_PAGE = (version: string) => `# Probe docs

The probe docs are in their ${version} version.

![Probe diagram](img/probe.png)

<script>window.__pwned = 1</script>
<img src="x" onerror="window.__pwned = 2">

<a href="javascript:window.__pwned = 3">A harmless link</a>

Read the [second page](second.md).
`;

/** A small docs site in the portal's files, registered as `docs-probe`, owned by the guest. */
async function registerProbeSite(portal: Portal) {
  const root = path.join(portal.filesDir, 'docs-probe');
  await fs.mkdir(path.join(root, 'docs', 'img'), { recursive: true });
  await fs.writeFile(
    path.join(root, 'mkdocs.yml'),
    'site_name: Probe docs\nnav:\n  - Home: index.md\n  - Second: second.md\n',
  );
  await fs.writeFile(path.join(root, 'docs', 'index.md'), PROBE_PAGE('first'));
  await fs.writeFile(path.join(root, 'docs', 'second.md'), '# Second page\n\nMore probing.\n');
  await fs.writeFile(path.join(root, 'docs', 'img', 'probe.png'), solidPng(160, 90));
  const catalogFile = path.join(root, 'catalog-info.yaml');
  await fs.writeFile(
    catalogFile,
    [
      'apiVersion: backstage.io/v1alpha1',
      'kind: Component',
      'metadata:',
      '  name: docs-probe',
      '  annotations:',
      '    backstage.io/techdocs-ref: dir:.',
      'spec:',
      '  type: service',
      '  lifecycle: experimental',
      '  owner: user:default/guest',
      '',
    ].join('\n'),
  );
  const registered = await portal.fetchApi('/api/catalog/locations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'file', target: catalogFile }),
  });
  expect(registered.status).toBe(201);
  return { indexFile: path.join(root, 'docs', 'index.md') };
}

describeInChromium('docs', {}, suite => {
  async function newPage(colorScheme: 'light' | 'dark' = 'light') {
    const page = await suite.browser.context.newPage();
    await page.emulateMedia({ colorScheme });
    return page;
  }

  /** A page of an entity's docs, once its article is shown. */
  async function readDocs(ref: typeof RIDES, path = '', colorScheme?: 'light' | 'dark') {
    const page = await newPage(colorScheme);
    const reader = new DocsReader(page);
    await reader.open(suite.portal.appUrl, ref, path);
    await reader.title().waitFor();
    return { page, reader };
  }

  it('filters the documents of the index and opens one', async () => {
    const page = await newPage();
    const index = new DocsIndexPage(page);
    await index.open(suite.portal.appUrl);

    expect(await index.heading().innerText()).toBe('Documentation');
    expect(await page.getByText('Documentation available in Velora Mobility').count()).toBe(1);
    expect(
      await page
        .getByRole('heading', { name: 'Discover documentation in your ecosystem.' })
        .count(),
    ).toBe(1);
    // The guest owns nothing, so the page falls back to every document.
    await expect.poll(() => index.userList('All').getAttribute('aria-pressed')).toBe('true');
    const all = await index.documentNames();
    expect(all).toContain('Rides service');
    expect(all).toContain('Pricing engine');

    await index.chooseOwner('Rider Apps');
    await page.waitForURL(/owner=group/);
    // The demo organisation's Rider Apps own four components with docs, two of them in Kotlin.
    await expect
      .poll(() => index.documentNames())
      .toEqual(['Ride receipts worker', 'Rider gateway', 'Rider web app', 'Rides service']);

    await index.chooseTag('kotlin');
    await page.waitForURL(/tag=kotlin/);
    await expect
      .poll(() => index.documentNames())
      .toEqual(['Ride receipts worker', 'Rides service']);

    await page.goto(`${suite.portal.appUrl}/docs`);
    await index.search('pricing');
    await expect.poll(() => index.documentNames()).toEqual(['Pricing engine']);
    await index.openDocument('Pricing engine');
    await page.waitForURL(/\/docs\/default\/component\/pricing-engine\/?$/);
    const reader = new DocsReader(page);
    await reader.title().waitFor();
    await page.close();
  });

  it('builds docs on first view and moves between pages inside the app', async () => {
    const page = await newPage();
    await slowDownSync(page, 2500);
    const reader = new DocsReader(page);
    await reader.open(suite.portal.appUrl, RIDES);

    await reader.banner(INITIAL_BUILD).getByRole('button', { name: 'Show Build Logs' }).click();
    // The sync is still held back: no line has come yet.
    const logs = reader.buildLogs().getByLabel('Build log', { exact: true });
    expect(await logs.innerText()).toBe('Waiting for logs...');
    await page.keyboard.press('Escape');
    await expect.poll(() => reader.titleText()).toBe('Rides service');
    expect(await reader.banner(INITIAL_BUILD).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Rides service | Atrium');

    // Moving between pages keeps this window: the app navigates, the browser does not reload.
    await page.evaluate(() => ((window as { docsMarker?: string }).docsMarker = 'kept'));
    await reader
      .navigation('Rides service')
      .getByRole('link', { name: 'Local development' })
      .click();
    await expect.poll(() => reader.titleText()).toBe('Local development');
    expect(page.url()).toBe(
      `${suite.portal.appUrl}/docs/default/component/rides-service/local-development/`,
    );
    await expect.poll(() => page.title()).toBe('Local development | Rides service | Atrium');

    const heading = reader.article().getByRole('heading', { name: 'Code layout' });
    await reader.tableOfContents().getByRole('link', { name: 'Code layout' }).click();
    await expect.poll(() => isInViewport(heading)).toBe(true);

    await reader.article().getByRole('link', { name: 'API and events' }).click();
    await expect.poll(() => reader.titleText()).toBe('API and events');
    expect(page.url()).toBe(
      `${suite.portal.appUrl}/docs/default/component/rides-service/api-and-events/`,
    );
    expect(await page.evaluate(() => (window as { docsMarker?: string }).docsMarker)).toBe('kept');

    // A link to a heading of another page opens that page at the heading.
    await reader.article().getByRole('link', { name: 'on-call runbook' }).click();
    await expect.poll(() => reader.titleText()).toBe('On-call runbook');
    expect(page.url()).toBe(
      `${suite.portal.appUrl}/docs/default/component/rides-service/runbooks/on-call/#outbox`,
    );
    // Scrolled smoothly until the heading is at the top of the window.
    const outbox = reader.article().getByRole('heading', { name: 'The outbox' });
    await expect
      .poll(() => outbox.evaluate(node => Math.round(node.getBoundingClientRect().top)))
      .toBeLessThan(40);
    await page.screenshot({ path: artifactPath('techdocs-on-call.png') });
    // The page's section opens in the navigation, which marks the page as the current one.
    const current = reader.navigation('Rides service').getByRole('link', { name: 'On-call' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.isVisible()).toBe(true);
    // Scrolled down the page, the site's navigation and the table of contents stay beside it.
    expect(await isInViewport(reader.navigation('Rides service'))).toBe(true);
    expect(await isInViewport(reader.tableOfContents())).toBe(true);
    expect(await page.evaluate(() => (window as { docsMarker?: string }).docsMarker)).toBe('kept');

    await reader.open(suite.portal.appUrl, RIDES, 'no-such-page/');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('offers a newer build, with its log, and shows it on Refresh; runs nothing of the page', async () => {
    const { indexFile } = await registerProbeSite(suite.portal);
    const page = await newPage();
    const reader = new DocsReader(page);
    await reader.open(suite.portal.appUrl, PROBE);
    await expect.poll(() => reader.titleText()).toBe('Probe docs');
    await expect
      .poll(() => reader.article().getByText('The probe docs are in their first version.').count())
      .toBe(1);

    // The image comes from the docs storage, which reads the auth cookie.
    const image = reader.article().getByRole('img', { name: 'Probe diagram' });
    await expect
      .poll(() => image.evaluate(node => (node as HTMLImageElement).naturalWidth))
      .toBe(160);

    const link = reader.article().getByText('A harmless link');
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
    await link.click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await reader.article().locator('script').count()).toBe(0);
    expect(await reader.article().locator('[onerror]').count()).toBe(0);

    await fs.writeFile(indexFile, PROBE_PAGE('second'));
    await slowDownSync(page);
    await page.reload();
    await reader.banner(REFRESHING).waitFor();
    await reader.banner(REFRESHING).getByRole('button', { name: 'Show Build Logs' }).click();
    const logs = reader.buildLogs();
    await expect
      .poll(() => logs.getByLabel('Build log', { exact: true }).innerText())
      .toMatch(/Published \d+ files/);
    await page.screenshot({ path: artifactPath('techdocs-build-logs.png') });
    await logs.getByRole('button', { name: 'Close the build logs' }).click();
    await logs.waitFor({ state: 'detached' });

    const ready = reader.banner(READY);
    await ready.waitFor();
    // The stale page stays until the reader asks for the new one.
    expect(
      await reader.article().getByText('The probe docs are in their first version.').count(),
    ).toBe(1);
    await ready.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => reader.article().getByText('The probe docs are in their second version.').count())
      .toBe(1);
    await ready.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await page.close();
  });

  it('lists the documents the guest owns first, and all of them on request', async () => {
    const page = await newPage();
    const index = new DocsIndexPage(page);
    await index.open(suite.portal.appUrl);
    expect(await index.userList('Owned').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => index.documentNames()).toEqual(['docs-probe']);

    await index.userList('All').click();
    await page.waitForURL(/user=all/);
    await expect.poll(async () => (await index.documentNames()).length).toBeGreaterThan(10);
    expect(await index.documentNames()).toContain('docs-probe');
    await page.close();
  });

  it('serves a docs page opened directly without running its scripts', async () => {
    const { page } = await readDocs(PROBE);
    // The reader fetched the auth cookie; the page itself is now opened as a document.
    const response = await page.goto(
      `${suite.portal.appUrl}/api/techdocs/static/docs/default/component/docs-probe/index.html`,
    );
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain('sandbox');
    await page.getByText('A harmless link').click();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await page.close();
  });

  it('opens and closes every section of the navigation', async () => {
    const { page, reader } = await readDocs(RIDES);
    const nav = reader.navigation('Rides service');
    const onCall = nav.getByRole('link', { name: 'On-call' });
    expect(await onCall.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Expand all' }).click();
    await onCall.waitFor();
    await page.reload();
    await onCall.waitFor();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await onCall.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('changes the text size and remembers it', async () => {
    const { page, reader } = await readDocs(RIDES);
    const before = await reader.articleFontSize();

    await reader.textSize().getByRole('button', { name: 'Larger text' }).click();
    await expect.poll(() => reader.textSize().innerText()).toContain('115%');
    const larger = await reader.articleFontSize();
    expect(larger).toBeCloseTo(before * 1.15, 0);

    await page.reload();
    await reader.title().waitFor();
    expect(await reader.textSize().innerText()).toContain('115%');
    expect(await reader.articleFontSize()).toBeCloseTo(larger, 1);
    await reader.textSize().getByRole('button', { name: 'Smaller text' }).click();
    await expect.poll(() => reader.articleFontSize()).toBeCloseTo(before, 1);
    await page.close();
  });

  it('reports an issue about the selected text at the repository host', async () => {
    const { page, reader } = await readDocs(RIDES, 'configuration/');
    const paragraph = reader.article().locator('p').first();
    const text = (await paragraph.innerText()).replace(/\s+/g, ' ').trim();
    await reader.select(paragraph);

    const link = reader.reportIssue().getByRole('link', { name: 'Open new GitHub issue' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(
      'https://github.com/velora/rides-service/issues/new',
    );
    const title = href.searchParams.get('title')!;
    expect(title.length).toBeLessThanOrEqual(70);
    expect(`Documentation feedback: ${text}`.startsWith(title.replace(/\.\.\.$/, ''))).toBe(true);
    expect(href.searchParams.get('body')).toContain(text.slice(0, 40));
    await page.close();
  });

  it('shows an article image in a lightbox that Escape closes', async () => {
    const page = await newPage();
    const reader = new DocsReader(page);
    await reader.open(suite.portal.appUrl, PROBE);
    await reader.article().getByRole('img', { name: 'Probe diagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Probe diagram' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('img').evaluate(node => (node as HTMLImageElement).naturalWidth))
      .toBe(160);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it("shows the docs in the entity page's tab, and no Docs tab for an entity without docs", async () => {
    const page = await newPage();
    const reader = new DocsReader(page);
    const tab = `${suite.portal.appUrl}/catalog/default/component/rides-service/docs`;
    await page.goto(tab);
    await expect.poll(() => reader.titleText()).toBe('Rides service');
    await reader.navigation('Rides service').getByRole('link', { name: 'Configuration' }).click();
    await expect.poll(() => reader.titleText()).toBe('Configuration');
    expect(page.url()).toBe(`${tab}/configuration/`);
    await page.screenshot({ path: artifactPath('techdocs-entity-tab.png') });

    // Without docs annotations there is no tab; its address opens the first tab instead.
    await page.goto(`${suite.portal.appUrl}/catalog/default/system/rides/docs`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Docs' }).count()).toBe(0);
    await page.close();
  });

  it('keeps a docs page readable in dark mode', async () => {
    const { page, reader } = await readDocs(RIDES, 'local-development/', 'dark');
    await page.screenshot({ path: artifactPath('techdocs-reader-dark.png'), fullPage: true });
    const article = reader.article();
    await expectReadable([
      reader.title(),
      article.locator('p').first(),
      article.locator('pre code').first(),
      article.locator('.admonition p').last(),
      article.locator('details summary').first(),
      reader.navigation('Rides service').getByRole('link', { name: 'Overview' }),
      reader.tableOfContents().getByRole('link').first(),
    ]);

    await reader.open(suite.portal.appUrl, RIDES);
    await reader.title().waitFor();
    await page.screenshot({ path: artifactPath('techdocs-overview-dark.png'), fullPage: true });
    const diagram = article.getByRole('img', { name: 'Diagram' });
    await diagram.waitFor();
    await diagram.screenshot({ path: artifactPath('techdocs-mermaid-dark.png') });
    await expectReadable([
      article.getByRole('cell').first(),
      article.getByRole('columnheader').first(),
      article.locator('.admonition p').last(),
    ]);
    await page.close();
  });
});

async function isInViewport(element: Locator): Promise<boolean> {
  return element.evaluate(node => {
    const { top, bottom } = node.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });
}

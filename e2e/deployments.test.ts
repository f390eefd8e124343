import { findFreePort } from '@atrium/server-core/testing';
import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { describeInChromium, type ChromiumSuite } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';

/** Two different free ports. */
async function twoFreePorts(): Promise<{ app: number; api: number }> {
  const api = await findFreePort();
  let app = await findFreePort();
  while (app === api) app = await findFreePort();
  return { app, api };
}

/**
 * Opens the catalog page as a person would and answers the origins the page called the API on,
 * after checking the table filled from those calls.
 */
async function openCatalog(suite: ChromiumSuite, screenshot: string): Promise<Set<string>> {
  const page = await suite.browser.context.newPage();
  const apiOrigins = new Set<string>();
  page.on('response', response => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/catalog/') && response.ok()) apiOrigins.add(url.origin);
  });
  const catalog = new CatalogPage(page);
  await catalog.open(suite.portal.appUrl);
  expect(await catalog.heading().innerText()).toBe('Velora Mobility Catalog');
  expect(await catalog.entityNames()).toHaveLength(20);
  await page.screenshot({ path: artifactPath(screenshot) });
  await page.close();
  return apiOrigins;
}

async function expectApiAnswers(suite: ChromiumSuite) {
  const response = await suite.portal.fetchApi('/api/catalog/entities?limit=1');
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveLength(1);
}

// Backstage's production configuration: app.baseUrl and backend.baseUrl are one URL.
describeInChromium(
  'one origin for the app and the API',
  {
    portal: async () => {
      const port = await findFreePort();
      return { ports: { app: port, api: port } };
    },
  },
  suite => {
    it('serves the app and the API on one port', async () => {
      const { appUrl, apiUrl } = suite.portal;
      expect(appUrl).toBe(apiUrl);
      expect(await openCatalog(suite, 'deployment-one-origin.png')).toEqual(new Set([apiUrl]));
      await expectApiAnswers(suite);
      const readiness = await fetch(`${apiUrl}/.backstage/health/v1/readiness`);
      expect(await readiness.json()).toEqual({ status: 'ok' });
    });
  },
);

describeInChromium(
  'one origin with the app under a path prefix',
  {
    portal: async () => {
      const port = await findFreePort();
      return { ports: { app: port, api: port }, appPath: '/portal' };
    },
  },
  suite => {
    it('serves the app under /portal and the API under /api, on one port', async () => {
      const { appUrl, apiUrl } = suite.portal;
      expect(appUrl).toBe(`${apiUrl}/portal`);
      expect(await openCatalog(suite, 'deployment-path-prefix.png')).toEqual(new Set([apiUrl]));
      await expectApiAnswers(suite);
      const root = await fetch(apiUrl, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/portal/');
      const outside = await fetch(`${apiUrl}/catalog`);
      expect(outside.status).toBe(404);
    });
  },
);

describeInChromium(
  'the app and the API on two ports',
  { portal: async () => ({ ports: await twoFreePorts() }) },
  suite => {
    it("serves each on its own port, the app calling the API on the page's origin", async () => {
      const { appUrl, apiUrl } = suite.portal;
      expect(new URL(appUrl).port).not.toBe(new URL(apiUrl).port);
      expect(await openCatalog(suite, 'deployment-two-ports.png')).toEqual(new Set([appUrl]));
      await expectApiAnswers(suite);
    });
  },
);

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { describeInChromium } from './support/describeInChromium';
import { artifactPath, launchChromium } from './support/launchChromium';
import { waitForSignalSubscription } from './support/waitForSignalSubscription';

describeInChromium('catalog', {}, suite => {
  it('lists the demo organisation, pages through it and filters by type', async () => {
    const page = await suite.browser.context.newPage();
    const catalog = new CatalogPage(page);
    await catalog.open(suite.portal.appUrl);
    expect(await catalog.heading().innerText()).toBe('Velora Mobility Catalog');
    const first = await catalog.entityNames();
    expect(first).toHaveLength(20);
    expect([...first].sort((a, b) => a.localeCompare(b))).toEqual(first);
    await page.screenshot({ path: artifactPath('catalog-light.png') });

    await catalog.nextPage();
    await page.waitForFunction(names => {
      const cell = document.querySelector('table tbody tr td a');
      return cell !== null && !names.includes(cell.textContent ?? '');
    }, first);
    const second = await catalog.entityNames();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some(name => first.includes(name))).toBe(false);

    await catalog.chooseType('website');
    await page.waitForURL(/type=website/);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('table tbody tr td a').length > 0 &&
        document.querySelectorAll('table tbody tr').length < 10,
    );
    const websites = await catalog.entityNames();
    expect(websites.length).toBeGreaterThan(0);
    expect(websites.length).toBeLessThan(10);
    await page.close();
  });

  it('offers the rows of a newly registered entity without a reload', async () => {
    const page = await suite.browser.context.newPage();
    const subscribed = waitForSignalSubscription(page, 'catalog.changes');
    const catalog = new CatalogPage(page);
    await catalog.open(suite.portal.appUrl);
    await subscribed;
    expect(await catalog.entityNames()).not.toContain('aaa-live-row');

    const file = path.join(suite.portal.filesDir, 'live-row.yaml');
    await fs.writeFile(
      file,
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: aaa-live-row\nspec:\n  type: service\n  lifecycle: experimental\n  owner: user:default/guest\n',
    );
    const registered = await suite.portal.fetchApi('/api/catalog/locations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', target: file }),
    });
    expect(registered.status).toBe(201);
    const notice = page.getByRole('status').filter({ hasText: 'The catalog has changed.' });
    await notice.waitFor();
    await page.screenshot({ path: artifactPath('catalog-changed-notice.png') });
    await notice.getByRole('button', { name: 'Show changes' }).click();
    await expect.poll(() => catalog.entityNames()).toContain('aaa-live-row');
    await notice.waitFor({ state: 'detached' });
    await page.close();
  });

  it('opens an entity page from the catalog', async () => {
    const page = await suite.browser.context.newPage();
    const catalog = new CatalogPage(page);
    await catalog.open(suite.portal.appUrl);
    const [name] = await catalog.entityNames();
    await catalog.openEntity(name!);
    await page.waitForURL(/\/catalog\/default\/component\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    // The Overview is a lazy tab: its About card may arrive just after the header.
    await page.getByRole('region', { name: 'About' }).waitFor();
    await page.screenshot({ path: artifactPath('entity-light.png'), fullPage: true });
    await page.close();
  });

  it('says so when an entity does not exist, and on an unknown URL', async () => {
    const page = await suite.browser.context.newPage();
    await page.goto(`${suite.portal.appUrl}/catalog/default/component/no-such-thing`);
    await page
      .getByText('There is no component with the requested kind, namespace, and name.')
      .waitFor();
    await page.goto(`${suite.portal.appUrl}/this/does/not/exist`);
    await page.getByText('PAGE NOT FOUND').waitFor();
    await page.close();
  });

  it('follows a dark system theme', async () => {
    const dark = await launchChromium({ colorScheme: 'dark' });
    try {
      const page = await dark.context.newPage();
      const catalog = new CatalogPage(page);
      await catalog.open(suite.portal.appUrl);
      await catalog.entityNames();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(200);
      await page.screenshot({ path: artifactPath('catalog-dark.png') });
      const [name] = await catalog.entityNames();
      await catalog.openEntity(name!);
      await page.waitForURL(/\/catalog\/default\/component\//);
      await page.getByRole('region', { name: 'About' }).waitFor({ state: 'visible' });
      await page.screenshot({ path: artifactPath('entity-dark.png') });
    } finally {
      await dark.close();
    }
  });

  it('on a phone-sized window, navigates with the bottom tab bar and keeps the filters in a drawer', async () => {
    const page = await suite.browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const catalog = new CatalogPage(page);
    await catalog.open(suite.portal.appUrl);
    await catalog.entityNames();

    const bar = page.getByRole('navigation', { name: 'Sidebar' });
    const box = await bar.boundingBox();
    expect(box?.y).toBeGreaterThan(700);
    expect(box?.width).toBe(390);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Kind' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.screenshot({ path: artifactPath('catalog-phone.png') });

    await bar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.close();
  });
});

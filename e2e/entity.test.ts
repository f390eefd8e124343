import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { EntityPage } from './pages/EntityPage';
import { describeInChromium } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';
import { waitForSignalSubscription } from './support/waitForSignalSubscription';

describeInChromium(
  'entity pages',
  { permissions: ['clipboard-read', 'clipboard-write'] },
  suite => {
    it('stars an entity and finds it under Starred', async () => {
      const page = await suite.browser.context.newPage();
      const catalog = new CatalogPage(page);
      await catalog.open(suite.portal.appUrl);
      const [first] = await catalog.entityNames();
      await catalog.star(first!);
      await catalog.showStarred();
      await page.waitForURL(/user=starred/);
      await expect.poll(() => catalog.entityNames()).toEqual([first]);
      await page.close();
    });

    it('opens every inspector tab and copies the YAML', async () => {
      const page = await suite.browser.context.newPage();
      const entity = new EntityPage(page);
      await entity.open(suite.portal.appUrl, { kind: 'component', name: 'dispatch-service' });
      expect(await entity.title().innerText()).toBe('Dispatch service');
      await entity.chooseFromMenu('Inspect entity');
      await page.waitForURL(/inspect=/);
      for (const tab of ['Overview', 'Ancestry', 'Colocated', 'Raw JSON', 'Raw YAML'] as const) {
        await entity.openInspectorTab(tab);
      }
      expect(await entity.inspector().getByRole('tabpanel').innerText()).toContain(
        'apiVersion: backstage.io/v1alpha1',
      );
      await page.screenshot({ path: artifactPath('inspector-yaml.png') });
      await entity.inspector().getByRole('button', { name: 'Copy YAML' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('name: dispatch-service');
      await entity.inspector().getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(url => !url.search.includes('inspect'));
      await page.close();
    });

    it('keeps Unregister entity disabled where the guest owns nothing', async () => {
      const page = await suite.browser.context.newPage();
      const entity = new EntityPage(page);
      await entity.open(suite.portal.appUrl, { kind: 'component', name: 'dispatch-service' });

      await page.getByRole('button', { name: 'More' }).click();

      const unregister = page.getByRole('menuitem', { name: 'Unregister entity' });
      await expect.poll(() => unregister.getAttribute('aria-disabled')).toBe('true');
      await page.close();
    });

    it('unregisters a location and its entities are gone', async () => {
      const file = path.join(suite.portal.filesDir, 'catalog-info.yaml');
      await fs.writeFile(
        file,
        ['gone-soon', 'gone-too']
          .map(
            name =>
              `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: experimental\n  owner: user:default/guest\n`,
          )
          .join('---\n'),
      );
      const registered = await suite.portal.fetchApi('/api/catalog/locations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'file', target: file }),
      });
      expect(registered.status).toBe(201);

      const page = await suite.browser.context.newPage();
      const entity = new EntityPage(page);
      await entity.open(suite.portal.appUrl, { kind: 'component', name: 'gone-soon' });
      await entity.chooseFromMenu('Unregister entity');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to unregister this entity?').waitFor();
      await dialog.getByRole('button', { name: 'Unregister Location' }).click();
      await page.waitForURL(/\/catalog$|\/catalog\?/);
      await page.getByText('Removed entity gone-soon').waitFor();
      for (const name of ['gone-soon', 'gone-too']) {
        const response = await suite.portal.fetchApi(
          `/api/catalog/entities/by-name/component/default/${name}`,
        );
        expect(response.status, name).toBe(404);
      }
      await page.close();
    });

    it('shows the new state of an open entity page within 2 seconds of its file being saved', async () => {
      const file = path.join(suite.portal.filesDir, 'live-entity.yaml');
      const yaml = (description: string) =>
        `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: live-entity\n  description: ${description}\nspec:\n  type: service\n  lifecycle: experimental\n  owner: user:default/guest\n`;
      await fs.writeFile(file, yaml('Before the edit'));
      const registered = await suite.portal.fetchApi('/api/catalog/locations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'file', target: file }),
      });
      expect(registered.status).toBe(201);

      const page = await suite.browser.context.newPage();
      // The edit is saved once the page listens to its entity's channel.
      const channel = 'catalog.entity:component:default/live-entity';
      const subscribed = waitForSignalSubscription(page, channel);
      const entity = new EntityPage(page);
      await entity.open(suite.portal.appUrl, { kind: 'component', name: 'live-entity' });
      await page.getByText('Before the edit').waitFor();
      await subscribed;
      await fs.writeFile(file, yaml('After the edit'));
      const savedAt = Date.now();
      await page.getByText('After the edit').waitFor({ timeout: 5_000 });
      expect(Date.now() - savedAt).toBeLessThan(2_000);
      await page.close();
    });
  },
);

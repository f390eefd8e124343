import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EntityPage } from './pages/EntityPage';
import { describeInChromium } from './support/describeInChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';

/** A kind's page, the cards that fit it, and a screenshot of it in both colour schemes. */
const PAGES = [
  { kind: 'group', name: 'rider-experience', cards: ['Profile', /^Members/, 'Ownership'] },
  { kind: 'user', name: 'ingrid.solberg', cards: ['Profile', 'Ownership'] },
  { kind: 'system', name: 'rides', cards: ['Components', 'APIs', 'Resources'] },
  { kind: 'domain', name: 'mobility', cards: ['Systems'] },
  { kind: 'resource', name: 'rides-db', cards: ['Depended on by'] },
  { kind: 'component', name: 'pricing-engine', cards: ['Subcomponents', 'Provided APIs'] },
  { kind: 'api', name: 'pricing-api', cards: ['Providers', 'Consumers'] },
] as const;

async function cardHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 2, name }).first();
  await heading.waitFor();
  return heading;
}

describeInChromium('entity pages by kind', {}, suite => {
  for (const { kind, name, cards } of PAGES) {
    it(`shows the cards that fit a ${kind}`, async () => {
      const page = await suite.browser.context.newPage();
      await new EntityPage(page).open(suite.portal.appUrl, { kind, name });
      const headings = [];
      for (const card of cards) headings.push(await cardHeading(page, card));
      // A team or a person has no owner or lifecycle to show as unknown.
      if (kind === 'group' || kind === 'user') {
        expect(await page.getByText('Unknown').count()).toBe(0);
        expect(await page.getByRole('tab', { name: 'Docs' }).count()).toBe(0);
      }
      await screenshotColorSchemes(page, `entity-${kind}`, {
        readableInDark: [new EntityPage(page).title(), ...headings],
      });
      await page.close();
    });
  }

  it('refreshes an entity its owner opens from the About card, and shows what its file says now', async () => {
    const file = path.join(suite.portal.filesDir, 'refreshed.yaml');
    const yaml = (description: string) =>
      `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: refreshed\n  description: ${description}\nspec:\n  type: service\n  lifecycle: experimental\n  owner: user:default/guest\n`;
    await fs.writeFile(file, yaml('Before the refresh'));
    const registered = await suite.portal.fetchApi('/api/catalog/locations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', target: file }),
    });
    expect(registered.status).toBe(201);

    const page = await suite.browser.context.newPage();
    // Someone else's entity: the guest may not refresh it.
    await new EntityPage(page).open(suite.portal.appUrl, {
      kind: 'component',
      name: 'pricing-engine',
    });
    const refresh = page.getByRole('button', { name: 'Refresh entity' });
    await expect.poll(() => refresh.isDisabled()).toBe(true);

    await new EntityPage(page).open(suite.portal.appUrl, { kind: 'component', name: 'refreshed' });
    await page.getByText('Before the refresh').waitFor();
    await fs.writeFile(file, yaml('After the refresh'));
    const refreshed = page.waitForResponse(
      response =>
        response.url().endsWith('/api/catalog/refresh') && response.request().method() === 'POST',
    );
    await expect.poll(() => refresh.isEnabled()).toBe(true);
    await refresh.click();
    expect((await refreshed).status()).toBe(200);
    await page.getByText('After the refresh').waitFor();
    await page.close();
  });
});

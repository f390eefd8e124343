import { expect, it } from 'vitest';
import { EntityPage } from './pages/EntityPage';
import { describeInChromium } from './support/describeInChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';

describeInChromium('the home page', {}, suite => {
  it('keeps the grid a person arranged across a reload, and restores the default', async () => {
    const page = await suite.browser.context.newPage();
    await page.goto(`${suite.portal.appUrl}/`);
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ }).waitFor();
    const joke = page.getByRole('region', { name: 'Random Joke' });
    await joke.waitFor();
    await screenshotColorSchemes(page, 'home', {
      readableInDark: [page.getByRole('heading', { name: 'Random Joke' })],
    });

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Remove Random Joke' }).click();
    await page.getByRole('button', { name: 'Make Toolkit taller' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => joke.count()).toBe(0);
    // The layout is saved on the server, for this person.
    await expect
      .poll(async () => {
        const saved = await suite.portal.fetchApi('/api/user-settings/buckets/home/keys/layout');
        return saved.status === 200 ? JSON.stringify(await saved.json()) : '';
      })
      .not.toContain('random-joke');

    await page.reload();
    await page.getByRole('region', { name: 'Toolkit' }).waitFor();
    expect(await joke.count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Restore default' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await joke.waitFor();
    await page.close();
  });

  it('lists the entities a person visited under Recently Visited and Top Visited', async () => {
    const page = await suite.browser.context.newPage();
    const entity = new EntityPage(page);
    for (const name of ['dispatch-service', 'pricing-engine', 'wallet-service', 'pricing-engine']) {
      await entity.open(suite.portal.appUrl, { kind: 'component', name });
    }
    await page.getByRole('link', { name: 'Home' }).first().click();
    const recent = page.getByRole('region', { name: 'Recently Visited' });
    const top = page.getByRole('region', { name: 'Top Visited' });
    for (const name of ['dispatch-service', 'pricing-engine', 'wallet-service']) {
      await recent.getByRole('link', { name }).waitFor();
      await top.getByRole('link', { name }).waitFor();
    }
    // pricing-engine, seen twice, comes before the entities seen once.
    const order = async () =>
      (await top.getByRole('link').allInnerTexts()).map(text => text.trim());
    await expect
      .poll(async () => {
        const names = await order();
        return names.indexOf('pricing-engine') < names.indexOf('wallet-service');
      })
      .toBe(true);
    await page.close();
  });
});

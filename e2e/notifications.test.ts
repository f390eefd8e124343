import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { describeInChromium } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';
import { EXTERNAL_ACCESS_TOKEN } from './support/startPortal';
import { waitForSignalSubscription } from './support/waitForSignalSubscription';

describeInChromium('notifications', {}, suite => {
  it('shows a notification sent through the API as a snackbar, in the badge and on the page, without a reload', async () => {
    const page = await suite.browser.context.newPage();
    // The app listens on the notifications channel once its socket is open.
    const subscribed = waitForSignalSubscription(page, '"notifications"');
    const catalog = new CatalogPage(page);
    await catalog.open(suite.portal.appUrl);
    await subscribed;

    const title = 'Deploy of dispatch-service to production finished after every check passed';
    const sentAt = Date.now();
    const sent = await fetch(`${suite.portal.apiUrl}/api/notifications/notifications`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${EXTERNAL_ACCESS_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        recipients: { type: 'entity', entityRef: 'user:default/guest' },
        payload: { title, link: '/catalog/default/component/dispatch-service', severity: 'high' },
      }),
    });
    expect(sent.status).toBe(200);

    // Cut at 50 characters with an ellipsis.
    const snackbar = page.getByText(`${title.slice(0, 50)}…`);
    await snackbar.waitFor();
    const link = page.getByRole('link', { name: /Notifications/ });
    await expect.poll(() => link.innerText()).toContain('1');
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    await expect.poll(() => page.title()).toMatch(/^\(1\) /);
    await page.screenshot({ path: artifactPath('notification-snackbar.png') });

    await link.click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { name: title }).or(page.getByText(title)).first().waitFor();
    await screenshotColorSchemes(page, 'notifications-page', {
      readableInDark: [page.getByText(title).first()],
    });
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('No notifications').waitFor();
    await expect.poll(() => page.title()).not.toMatch(/^\(\d+\) /);
    await page.close();
  });
});

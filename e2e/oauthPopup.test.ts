import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { SignInPage } from './pages/SignInPage';
import { describeInChromium } from './support/describeInChromium';

/**
 * The popup's end of the protocol, as an auth backend's final page speaks it: tell the opener
 * which app origin it answers, then the session, then close.
 */
function popupPage(targetOrigin: string, response: unknown): string {
  const messages = [
    { type: 'config_info', targetOrigin },
    { type: 'authorization_response', response },
  ];
  return `<!doctype html><script>
    for (const message of ${JSON.stringify(messages)}) window.opener.postMessage(message, '*');
    window.close();
  </script>`;
}

/** The page as served, with an OAuth provider added to its sign-in providers. */
async function withOidcProvider(route: Route) {
  const response = await route.fetch();
  const html = (await response.text()).replace(
    '"providers":["guest"]',
    '"providers":["guest","oidc"]',
  );
  await route.fulfill({ response, body: html });
}

describeInChromium('signing in through a provider popup', {}, suite => {
  it('opens the popup, takes the session it posts back, and calls the API with its token', async () => {
    const { context } = suite.browser;
    const token = await suite.portal.guestToken();
    const appOrigin = new URL(suite.portal.appUrl).origin;
    const starts: URL[] = [];
    await context.route(`${suite.portal.appUrl}/catalog`, withOidcProvider);
    await context.route(/\/api\/auth\/oidc\/start/, async route => {
      starts.push(new URL(route.request().url()));
      await route.fulfill({
        contentType: 'text/html',
        body: popupPage(appOrigin, {
          providerInfo: { accessToken: 'access', scope: 'openid' },
          profile: { email: 'ada@example.com', displayName: 'Ada' },
          backstageIdentity: {
            token,
            expiresInSeconds: 3600,
            identity: {
              type: 'user',
              userEntityRef: 'user:default/ada',
              ownershipEntityRefs: ['user:default/ada'],
            },
          },
        }),
      });
    });
    const page = await context.newPage();
    const signIn = new SignInPage(page);

    await signIn.open(suite.portal.appUrl);
    const popup = page.waitForEvent('popup');
    await signIn.card('OIDC').getByRole('button', { name: 'Sign In' }).click();
    await (await popup).waitForEvent('close');

    expect((await new CatalogPage(page).entityNames()).length).toBeGreaterThan(0);
    expect(Object.fromEntries(starts[0]!.searchParams)).toMatchObject({
      origin: appOrigin,
      flow: 'popup',
    });
    await context.unrouteAll();
    await page.close();
  });

  it('notices a popup closed without an answer', async () => {
    const { context } = suite.browser;
    await context.route(`${suite.portal.appUrl}/catalog`, withOidcProvider);
    await context.route(/\/api\/auth\/oidc\/start/, route =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Provider login</p>' }),
    );
    const page = await context.newPage();
    const signIn = new SignInPage(page);
    await signIn.open(suite.portal.appUrl);

    const popup = page.waitForEvent('popup');
    await signIn.card('OIDC').getByRole('button', { name: 'Sign In' }).click();
    await (await popup).close();

    await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor();
    await signIn.card('OIDC').waitFor();
    await context.unrouteAll();
    await page.close();
  });
});

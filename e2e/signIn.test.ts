import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { SignInPage } from './pages/SignInPage';
import { describeInChromium } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';

describeInChromium(
  'signing in',
  // Two ways to sign in, so the sign-in page asks rather than signing in by itself.
  { portal: { auth: { providers: { guest: {}, custom: {} } } } },
  suite => {
    it('signs in as the guest, stays signed in on reload, and signs out', async () => {
      const page = await suite.browser.context.newPage();
      const signIn = new SignInPage(page);
      const catalog = new CatalogPage(page);
      await signIn.open(suite.portal.appUrl);
      await page.screenshot({ path: artifactPath('sign-in.png') });

      await signIn.signInAsGuest();
      expect((await catalog.entityNames()).length).toBeGreaterThan(0);

      await page.reload();
      await catalog.heading().waitFor();
      expect(await signIn.card('Guest').count()).toBe(0);
      expect((await catalog.entityNames()).length).toBeGreaterThan(0);

      await page.goto(`${suite.portal.appUrl}/settings`);
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByText('user:default/guest', { exact: true }).first().waitFor();
      await profile.getByRole('button', { name: 'Sign Out' }).click();
      await signIn.card('Guest').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('atrium.signInProvider'))).toBeNull();
      await page.close();
    });

    it('signs in from the keyboard, in the dark theme when the system asks for it', async () => {
      const page = await suite.browser.context.newPage();
      await page.emulateMedia({ colorScheme: 'dark' });
      const signIn = new SignInPage(page);
      await signIn.open(suite.portal.appUrl);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.screenshot({ path: artifactPath('sign-in-dark.png') });

      await page.keyboard.press('Tab');
      expect(
        await signIn
          .card('Guest')
          .getByRole('button', { name: 'Sign In' })
          .evaluate(button => button === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');

      expect((await new CatalogPage(page).entityNames()).length).toBeGreaterThan(0);
      // Dark: every channel of the page's background is low.
      expect(
        background
          .match(/\d+/g)
          ?.slice(0, 3)
          .map(Number)
          .every(channel => channel < 80),
      ).toBe(true);
      await page.evaluate(() => localStorage.clear());
      await page.close();
    });

    it('signs in as a custom user, whose calls carry the token given', async () => {
      const page = await suite.browser.context.newPage();
      const signIn = new SignInPage(page);
      await signIn.open(suite.portal.appUrl);

      await signIn.userId().fill('ada');
      await signIn.idToken().fill('not-a-token');
      await signIn
        .card('Custom User')
        .getByText('Token is not a valid OpenID Connect JWT Token')
        .waitFor();
      expect(await signIn.customSignIn().isDisabled()).toBe(true);

      const token = await suite.portal.guestToken();
      await signIn.idToken().fill(token);
      const catalogCall = page.waitForRequest(request =>
        request.url().includes('/api/catalog/entities'),
      );
      await signIn.customSignIn().click();

      const request = await catalogCall;
      expect(await request.headerValue('authorization')).toBe(`Bearer ${token}`);
      expect((await new CatalogPage(page).entityNames()).length).toBeGreaterThan(0);
      await page.goto(`${suite.portal.appUrl}/settings`);
      // A reload ends a custom sign-in: it is not kept in the browser.
      await signIn.card('Custom User').waitFor();
      await page.close();
    });
  },
);

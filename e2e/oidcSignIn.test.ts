import { startOidcProvider, type OidcTestProvider } from '@atrium/plugin-auth/testing';
import { findFreePort } from '@atrium/server-core/testing';
import { afterAll, expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { SignInPage } from './pages/SignInPage';
import { describeInChromium } from './support/describeInChromium';

/** A person of the demo organisation: a member of rider-apps, itself part of rider-experience. */
const TOMAS = { email: 'tomas.havel@velora.example', name: 'Tomáš Havel' };

let provider: OidcTestProvider | undefined;

// A real OpenID Connect provider on loopback; the portal finds who signed in by email.
describeInChromium(
  'signing in with OpenID Connect',
  {
    portal: async () => {
      const api = await findFreePort();
      let app = await findFreePort();
      while (app === api) app = await findFreePort();
      provider = await startOidcProvider({
        account: TOMAS,
        redirectUris: [`http://127.0.0.1:${api}/api/auth/oidc/handler/frame`],
      });
      return {
        ports: { app, api },
        auth: {
          environment: 'development',
          providers: {
            guest: {},
            oidc: {
              development: {
                metadataUrl: provider.metadataUrl,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
              },
            },
          },
        },
      };
    },
  },
  suite => {
    afterAll(() => provider?.stop());

    it('says so when the popup is closed before signing in, and offers the card again', async () => {
      const page = await suite.browser.context.newPage();
      const signIn = new SignInPage(page);
      await signIn.open(suite.portal.appUrl);
      const popup = await signIn.openProviderPopup('OIDC');
      await popup.close();

      await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor();
      await signIn.card('OIDC').waitFor();
      await page.close();
    });

    it("signs in through the provider's popup as the catalog's user, and stays signed in", async () => {
      const page = await suite.browser.context.newPage();
      const signIn = new SignInPage(page);
      await signIn.open(suite.portal.appUrl);

      const popup = await signIn.openProviderPopup('OIDC');
      expect(new URL(popup.url()).origin).toBe(new URL(provider!.issuer).origin);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Sign in' }).click();
      await closed;

      const catalog = new CatalogPage(page);
      expect((await catalog.entityNames()).length).toBeGreaterThan(0);

      // Ownership comes from the catalog: the user, the team, and the team's parent.
      await page.goto(`${suite.portal.appUrl}/settings`);
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByText('Tomáš Havel').first().waitFor();
      for (const ref of ['user:default/tomas.havel', 'group:default/rider-apps']) {
        await profile.getByText(ref, { exact: true }).first().waitFor();
      }
      await profile.getByText('group:default/rider-experience', { exact: true }).first().waitFor();

      // The refresh cookie signs the same person in again after a reload, without the popup.
      await page.reload();
      await profile.getByText('user:default/tomas.havel', { exact: true }).first().waitFor();
      expect(await signIn.card('OIDC').count()).toBe(0);
      await page.close();
    });
  },
);

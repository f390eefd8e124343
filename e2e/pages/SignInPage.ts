import type { Page } from 'playwright-core';

/** The sign-in page: a card per way to sign in, and the custom card's form. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, path = '/catalog') {
    await this.page.goto(`${appUrl}${path}`);
    await this.card('Guest').waitFor();
  }

  card(title: 'Guest' | 'Custom User' | string) {
    return this.page.getByRole('region', { name: title });
  }

  async signInAsGuest() {
    await this.card('Guest').getByRole('button', { name: 'Sign In' }).click();
  }

  userId() {
    return this.card('Custom User').getByRole('textbox', { name: 'User ID' });
  }

  idToken() {
    return this.card('Custom User').getByRole('textbox', { name: 'ID Token (optional)' });
  }

  customSignIn() {
    return this.card('Custom User').getByRole('button', { name: 'Sign In' });
  }

  /** Clicks a provider's card; answers the popup once the provider's login form shows in it. */
  async openProviderPopup(title: string) {
    const opened = this.page.waitForEvent('popup');
    await this.card(title).getByRole('button', { name: 'Sign In' }).click();
    const popup = await opened;
    await popup.getByRole('textbox', { name: 'Login' }).waitFor();
    return popup;
  }
}

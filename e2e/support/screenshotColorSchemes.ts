import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectReadable } from './expectReadable';
import { artifactPath } from './launchChromium';

export interface ScreenshotColorSchemesOptions {
  /** Elements whose text must stay readable in the dark scheme. */
  readableInDark?: readonly Locator[];
  /**
   * The whole page (the default) or the window only, as for a modal: its backdrop covers the
   * window, not the whole page.
   */
  fullPage?: boolean;
}

/**
 * The page as it looks in both colour schemes, as artifacts `<name>.png` and `<name>-dark.png`;
 * nothing is wider than the window in either. The page is left in the light scheme.
 */
export async function screenshotColorSchemes(
  page: Page,
  name: string,
  options: ScreenshotColorSchemesOptions = {},
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    const file = `${name}${colorScheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: artifactPath(file), fullPage: options.fullPage ?? true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  await expectReadable(options.readableInDark ?? []);
  await showColorScheme(page, 'light');
}

/**
 * Switches the system theme and waits until the page has followed it: MUI fades colours (e.g. a
 * stepper's labels and icons), and a screenshot taken during the fade shows neither theme.
 */
async function showColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(dark => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return r + g + b < 200 === dark;
  }, colorScheme === 'dark');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(animation => animation instanceof CSSTransition)
        .map(animation => animation.finished.catch(() => undefined)),
    ),
  );
}

import { afterAll, beforeAll, describe } from 'vitest';
import { isChromiumInstalled, launchChromium } from './launchChromium';
import { startPortal, type Portal, type StartPortalOptions } from './startPortal';

/** What each browser test gets: the running portal and a Chromium with a fresh profile. */
export interface ChromiumSuite {
  portal: Portal;
  browser: Awaited<ReturnType<typeof launchChromium>>;
}

/**
 * A suite of browser tests against the whole portal. Without Debian's Chromium it is reported as
 * skipped, by name, rather than silently missing. Read `suite.portal` and `suite.browser` inside
 * the tests: they are set once the suite has started.
 */
export function describeInChromium(
  name: string,
  options: {
    permissions?: string[];
    /** How to start the portal; a function when that needs something started first. */
    portal?: StartPortalOptions | (() => Promise<StartPortalOptions>);
  },
  body: (suite: ChromiumSuite) => void,
) {
  const installed = isChromiumInstalled();
  const declare = installed ? describe : describe.skip;
  declare(
    `${name} in Chromium${installed ? '' : ' (skipped: install Debian chromium to run it)'}`,
    () => {
      const suite = {} as ChromiumSuite;
      beforeAll(async () => {
        const portal =
          typeof options.portal === 'function' ? await options.portal() : options.portal;
        suite.portal = await startPortal(portal);
        suite.browser = await launchChromium();
        if (options.permissions) await suite.browser.context.grantPermissions(options.permissions);
      });
      afterAll(async () => {
        await suite.browser?.close();
        await suite.portal?.stop();
      });
      body(suite);
    },
  );
}

import type { Page } from 'playwright-core';
import type { BrowserProfile } from './browserProfiles';
import { countEntitiesShown } from './countEntitiesShown';
import { openProfiledPage } from './openProfiledPage';

export interface PageLoadSample {
  /** Navigation start → the element waited for is on screen, from the page's own clock. */
  visibleMs: number;
  scriptBytes: number;
  totalBytes: number;
  scriptPaths: string[];
  entitiesReceived: number;
  /** Entities the page shows: those it links to, and an entity page's own (countEntitiesShown). */
  entitiesShown: number;
  /** Each by-query / by-refs answer with its item count. */
  entityResponses: string[];
}

export interface CatalogPageSample extends PageLoadSample {
  /** Choosing another Type → a different first row on screen; only measured when asked. */
  filterSwitchMs: number | undefined;
  filterSwitchFailure: string | undefined;
}

const FIRST_ROW = 'table tbody tr a';
/** Requests still running when the rows appear count too; this bounds the wait for them. */
const SETTLE_TIMEOUT_MS = 15_000;
/** Quiet time after which the page is taken to have fetched what it shows (longer than the slow RTT). */
const QUIET_MS = 1500;

/** One cold load of `/catalog` in a fresh browser, optionally followed by a Type filter switch. */
export async function measureCatalogPage(options: {
  appUrl: string;
  profile: BrowserProfile;
  timeoutMs: number;
  switchFilter: boolean;
}): Promise<CatalogPageSample> {
  const { page, network, close } = await openProfiledPage(options.profile);
  try {
    await page.goto(`${options.appUrl}/catalog`, {
      waitUntil: 'commit',
      timeout: options.timeoutMs,
    });
    const visibleMs = await waitUntilVisible(page, options.timeoutMs, FIRST_ROW);
    await network.settle(QUIET_MS, SETTLE_TIMEOUT_MS);
    const entitiesShown = await countEntitiesShown(page);
    const entitiesReceived = await network.entitiesReceived();
    const sample: CatalogPageSample = {
      visibleMs,
      scriptBytes: network.scriptBytes,
      totalBytes: network.totalBytes,
      scriptPaths: [...network.scriptPaths],
      entitiesReceived,
      entitiesShown,
      entityResponses: await network.entityResponses(),
      filterSwitchMs: undefined,
      filterSwitchFailure: undefined,
    };
    if (options.switchFilter) {
      await measureFilterSwitch(page, options.timeoutMs).then(
        ms => (sample.filterSwitchMs = ms),
        (error: unknown) => (sample.filterSwitchFailure = String(error).split('\n')[0]),
      );
    }
    return sample;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${message} (${network.diagnose()})`, { cause: error });
  } finally {
    await close();
  }
}

/**
 * Polls on every animation frame for an element of `selector` that has a box (and, when given,
 * the text `text`), and answers the page's `performance.now()` then: time since navigation start,
 * free of the round trips between this process and the browser.
 */
export async function waitUntilVisible(
  page: Page,
  timeoutMs: number,
  selector: string,
  text?: string,
): Promise<number> {
  const handle = await page.waitForFunction(
    ([selector, text]) => {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (text === undefined || element.textContent?.trim() === text) return performance.now();
      }
      return false;
    },
    [selector, text] as const,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Opens the Type select, then times from the click on an option (recorded in the page) to a
 * different first row. 'documentation' is a rare type whose first entity is not the catalog's.
 */
async function measureFilterSwitch(page: Page, timeoutMs: number): Promise<number> {
  const before = await page.locator(FIRST_ROW).first().innerText();
  await page.getByRole('combobox', { name: 'Type' }).click({ timeout: timeoutMs });
  const options = page.getByRole('option');
  await options.first().waitFor({ timeout: timeoutMs });
  const names = (await options.allInnerTexts()).map(name => name.trim());
  const choice = names.includes('documentation')
    ? 'documentation'
    : names.filter(name => name !== 'All').at(-1);
  if (!choice) throw new Error('the Type select offers no value');
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => ((window as unknown as { benchClickedAt: number }).benchClickedAt = performance.now()),
      { capture: true, once: true },
    );
  });
  await page.getByRole('option', { name: choice, exact: true }).click({ timeout: timeoutMs });
  const handle = await page.waitForFunction(
    ([selector, before]) => {
      const first = document.querySelector(selector);
      if (!first || first.textContent?.trim() === before) return false;
      const clickedAt = (window as unknown as { benchClickedAt?: number }).benchClickedAt;
      return clickedAt === undefined ? false : performance.now() - clickedAt;
    },
    [FIRST_ROW, before.trim()] as const,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

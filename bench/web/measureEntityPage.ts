import { waitUntilVisible, type PageLoadSample } from './measureCatalogPage';
import type { BrowserProfile } from './browserProfiles';
import { countEntitiesShown } from './countEntitiesShown';
import { openProfiledPage } from './openProfiledPage';

const SETTLE_TIMEOUT_MS = 15_000;
/** Quiet time after which the page is taken to have fetched what it shows (longer than the slow RTT). */
const QUIET_MS = 1500;

/**
 * One cold load of an entity page in a fresh browser, until the About card's heading is on
 * screen; the card renders with the entity, so its heading marks the entity's facts shown.
 */
export async function measureEntityPage(options: {
  appUrl: string;
  entityPath: string;
  profile: BrowserProfile;
  timeoutMs: number;
}): Promise<PageLoadSample> {
  const { page, network, close } = await openProfiledPage(options.profile);
  try {
    await page.goto(`${options.appUrl}${options.entityPath}`, {
      waitUntil: 'commit',
      timeout: options.timeoutMs,
    });
    const visibleMs = await waitUntilVisible(page, options.timeoutMs, 'section h2', 'About');
    await network.settle(QUIET_MS, SETTLE_TIMEOUT_MS);
    return {
      visibleMs,
      scriptBytes: network.scriptBytes,
      totalBytes: network.totalBytes,
      scriptPaths: [...network.scriptPaths],
      entitiesReceived: await network.entitiesReceived(),
      entityResponses: await network.entityResponses(),
      entitiesShown: await countEntitiesShown(page, options.entityPath),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${message} (${network.diagnose()})`, { cause: error });
  } finally {
    await close();
  }
}

import type { CDPSession, Page, Response } from 'playwright-core';
import { launchChromium } from '../../e2e/support/launchChromium';
import type { BrowserProfile } from './browserProfiles';

export interface NetworkTally {
  /** Bytes on the wire (CDP `encodedDataLength`: headers and body as received) per resource. */
  scriptBytes: number;
  totalBytes: number;
  /** Pathnames of the scripts loaded, to look up their gzipped size. */
  scriptPaths: string[];
  /** `items` in the by-query and by-refs answers: the entities the browser received. */
  entitiesReceived(): Promise<number>;
  /** Those answers one by one (method, path and query, items), to tell which ones over-fetch. */
  entityResponses(): Promise<string[]>;
  /**
   * Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`): requests
   * started after the measured moment still reach the browser and count. Playwright's
   * 'networkidle' fires once per navigation, often during a throttled load's parse gap.
   */
  settle(quietMs: number, timeoutMs: number): Promise<void>;
  /** URLs still loading and answers of 400 or more: why a wait timed out. */
  diagnose(): string;
}

export interface ProfiledPage {
  page: Page;
  network: NetworkTally;
  close(): Promise<void>;
}

const ENTITY_LISTS = /\/api\/catalog\/entities\/by-(query|refs)(\?|$)/;
const BODY_TIMEOUT_MS = 15_000;

/**
 * A browser with a fresh profile (so a cold cache) whose only page is throttled as `profile`
 * says before anything loads, and whose traffic is tallied from the DevTools protocol.
 */
export async function openProfiledPage(profile: BrowserProfile): Promise<ProfiledPage> {
  const browser = await launchChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const cdp = await browser.context.newCDPSession(page);
    await applyProfile(cdp, profile);

    const typeById = new Map<string, { type: string; url: string }>();
    const inFlight = new Map<string, string>();
    const errors: string[] = [];
    let lastActivity = performance.now();
    const counts: Array<Promise<{ request: string; items: number }>> = [];
    const network: NetworkTally = {
      scriptBytes: 0,
      totalBytes: 0,
      scriptPaths: [],
      async entitiesReceived() {
        const settled = await Promise.all(counts);
        return settled.reduce((sum, count) => sum + count.items, 0);
      },
      async settle(quietMs, timeoutMs) {
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          if (inFlight.size === 0 && performance.now() - lastActivity >= quietMs) return;
          await new Promise(resolve => setTimeout(resolve, 50));
        }
      },
      diagnose() {
        const pending = [...inFlight.values()].map(url => new URL(url).pathname);
        return `still loading: ${pending.join(', ') || 'nothing'}; failed: ${errors.join(', ') || 'nothing'}`;
      },
      async entityResponses() {
        const settled = await Promise.all(counts);
        return settled.map(({ request, items }) => `${request} → ${items}`);
      },
    };
    cdp.on('Network.requestWillBeSent', event => {
      inFlight.set(event.requestId, event.request.url);
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFailed', event => {
      errors.push(`${event.errorText} ${inFlight.get(event.requestId) ?? event.requestId}`);
      inFlight.delete(event.requestId);
      lastActivity = performance.now();
    });
    cdp.on('Network.responseReceived', event => {
      typeById.set(event.requestId, { type: event.type, url: event.response.url });
      if (event.response.status >= 400)
        errors.push(`${event.response.status} ${event.response.url}`);
    });
    cdp.on('Network.loadingFinished', event => {
      inFlight.delete(event.requestId);
      lastActivity = performance.now();
      network.totalBytes += event.encodedDataLength;
      const resource = typeById.get(event.requestId);
      if (resource?.type !== 'Script') return;
      network.scriptBytes += event.encodedDataLength;
      network.scriptPaths.push(new URL(resource.url).pathname);
    });
    page.on('response', response => {
      if (response.request().method() === 'OPTIONS' || !ENTITY_LISTS.test(response.url())) return;
      const url = new URL(response.url());
      const request = `${response.request().method()} ${decodeURIComponent(url.pathname + url.search)}`;
      counts.push(countItems(response).then(items => ({ request, items })));
    });
    return { page, network, close: browser.close };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Enables the network domain and throttles CPU and network as the profile says. */
export async function applyProfile(cdp: CDPSession, profile: BrowserProfile): Promise<void> {
  await cdp.send('Network.enable');
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      // CDP wants bytes per second.
      downloadThroughput: profile.network.downloadBitsPerSecond / 8,
      uploadThroughput: profile.network.uploadBitsPerSecond / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

async function countItems(response: Response): Promise<number> {
  if (!response.ok()) return 0;
  const body = await Promise.race([
    response.json() as Promise<{ items?: unknown[] }>,
    new Promise<undefined>(resolve => setTimeout(resolve, BODY_TIMEOUT_MS)),
  ]).catch(() => undefined);
  return Array.isArray(body?.items) ? body.items.length : 0;
}

// `npm run bench:web:waterfall -- <url> [none|laptop|slow] [selector] [text]`: one cold load of a
// page in a fresh throttled browser, printed as its requests (start, response, end: ms from the
// first request) and long tasks, up to the moment `selector` is on screen. For finding what a
// page waits on; the figures themselves come from `npm run bench:web`.
import { launchChromium } from '../../e2e/support/launchChromium';
import { BROWSER_PROFILES } from './browserProfiles';
import { observeLongTasks, readLongTasks } from './longTasks';
import { waitUntilVisible } from './measureCatalogPage';
import { applyProfile } from './openProfiledPage';

interface RequestRow {
  url: string;
  method: string;
  start: number;
  response?: number;
  end?: number;
  bytes?: number;
}

const SETTLE_MS = 3000;
const TIMEOUT_MS = 60_000;
async function main() {
  const [url, profileId = 'none', selector = 'table tbody tr a', text] = process.argv.slice(2);
  if (!url) throw new Error('usage: printWaterfall.ts <url> [none|laptop|slow] [selector] [text]');
  const profile = BROWSER_PROFILES.find(candidate => candidate.id === profileId);
  if (!profile) throw new Error(`Unknown profile ${profileId}`);
  const browser = await launchChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const cdp = await browser.context.newCDPSession(page);
    await applyProfile(cdp, profile);
    const rows = new Map<string, RequestRow>();
    let origin: number | undefined;
    cdp.on('Network.requestWillBeSent', event => {
      origin ??= event.timestamp;
      rows.set(event.requestId, {
        url: event.request.url,
        method: event.request.method,
        start: event.timestamp,
      });
    });
    cdp.on('Network.responseReceived', event => {
      const row = rows.get(event.requestId);
      if (row) row.response = event.timestamp;
    });
    cdp.on('Network.loadingFinished', event => {
      const row = rows.get(event.requestId);
      if (!row) return;
      row.end = event.timestamp;
      row.bytes = event.encodedDataLength;
    });
    await observeLongTasks(page);
    await page.goto(url, { waitUntil: 'commit' });
    const visibleMs = await waitUntilVisible(page, TIMEOUT_MS, selector, text);
    await new Promise(resolve => setTimeout(resolve, SETTLE_MS));
    const ms = (at: number | undefined) =>
      at === undefined || origin === undefined
        ? '     -'
        : String(Math.round((at - origin) * 1000)).padStart(6);
    for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
      const { pathname, search } = new URL(row.url);
      const target = decodeURIComponent(pathname + search).slice(0, 110);
      const bytes = String(row.bytes ?? '-').padStart(7);
      console.log(
        `${ms(row.start)} ${ms(row.response)} ${ms(row.end)} ${bytes} ${row.method.padEnd(7)} ${target}`,
      );
    }
    const longTasks = (await readLongTasks(page)).map(task => [task.start, task.duration]);
    console.log(`long tasks [start, duration]: ${JSON.stringify(longTasks)}`);
    console.log(`visible at ${visibleMs.toFixed(0)} ms (page clock)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

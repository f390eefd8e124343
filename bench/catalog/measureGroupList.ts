import type { HttpClient } from './createHttpClient';
import { medianOf } from './formatFigures';
import { readProcessMemory } from './readProcessMemory';

export interface GroupListResult {
  groups: number;
  bytes: number;
  /** Medians over the runs. */
  firstByteMs: number;
  totalMs: number;
  /** The most the server's RSS rose above its level before a request, over all runs. */
  rssRiseMb: number;
}

const RUNS = 3;
const SAMPLE_EVERY_MS = 10;
export const GROUP_LIST_PATH = '/api/catalog/entities?filter=kind=group';

/**
 * Every group in one answer (about 10 MB at 100,000 entities), the way a user directory sync
 * asks for it. The server streams it: its RSS, sampled while the answer arrives, should rise by
 * much less than the answer's size, and the first bytes come long before the last.
 */
export async function measureGroupList(
  client: HttpClient,
  serverPid: number,
  expectedGroups: number,
): Promise<GroupListResult> {
  const firstBytes: number[] = [];
  const totals: number[] = [];
  let rise = 0;
  let groups = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const before = (await readProcessMemory(serverPid)).rssMb;
    let highest = before;
    const sampler = setInterval(() => {
      readProcessMemory(serverPid).then(
        memory => (highest = Math.max(highest, memory.rssMb)),
        () => undefined,
      );
    }, SAMPLE_EVERY_MS);
    try {
      const response = await client.request('GET', GROUP_LIST_PATH);
      if (response.status !== 200) {
        throw new Error(`${GROUP_LIST_PATH} answered ${response.status}`);
      }
      groups = (JSON.parse(response.body) as unknown[]).length;
      bytes = Buffer.byteLength(response.body);
      firstBytes.push(response.firstByteMs);
      totals.push(response.ms);
    } finally {
      clearInterval(sampler);
    }
    rise = Math.max(rise, highest - before);
  }
  if (groups !== expectedGroups) {
    throw new Error(`${GROUP_LIST_PATH} listed ${groups} groups, expected ${expectedGroups}`);
  }
  return {
    groups,
    bytes,
    firstByteMs: medianOf(firstBytes) ?? 0,
    totalMs: medianOf(totals) ?? 0,
    rssRiseMb: rise,
  };
}

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildCache, BuildSite } from '../../builder';
import type { DocsSource } from '../sources/resolveDocsSource';
import type { DocsSourcePreparer } from '../sources/prepareDocsSource';
import type { DocsSiteKey, DocsStorage } from '../storage/DocsStorage';
import type { BuildLeases } from './createBuildLeases';

export interface DocsSync {
  /**
   * Builds and publishes a site when it is missing or its sources changed since it was built;
   * `updated` says whether it did. Views of the same site at once share one build and its log.
   */
  sync(
    key: DocsSiteKey,
    source: DocsSource,
    onLog: (line: string) => void,
  ): Promise<{ updated: boolean }>;
}

export interface DocsSyncOptions {
  storage: DocsStorage;
  sources: DocsSourcePreparer;
  buildSite: BuildSite;
  leases: BuildLeases;
  /** How often a replica waiting for another's build looks again, and renews its own lease. */
  pollMs: number;
  /** A waiting replica gives up after this long and says so. */
  waitLimitMs: number;
  /** Called when preparing, building or publishing a site failed, with the sources' etag. */
  onBuildFailed?(key: DocsSiteKey, etag: string, error: unknown): void;
}

/** Sites whose rendered pages are kept for the next rebuild; the least recently built go first. */
const CACHED_SITES = 20;

interface RunningSync {
  lines: string[];
  listeners: Set<(line: string) => void>;
  done: Promise<{ updated: boolean }>;
}

export function createDocsSync(options: DocsSyncOptions): DocsSync {
  const { storage, sources, leases } = options;
  const running = new Map<string, RunningSync>();
  const caches = new Map<string, BuildCache>();

  function remember(id: string, cache: BuildCache) {
    caches.delete(id);
    caches.set(id, cache);
    if (caches.size > CACHED_SITES) caches.delete(caches.keys().next().value!);
  }

  async function run(
    id: string,
    key: DocsSiteKey,
    source: DocsSource,
    log: (line: string) => void,
  ) {
    const etag = await sources.etag(source);
    if ((await storage.readMetadata(key))?.etag === etag) return { updated: false };
    const waitUntil = Date.now() + options.waitLimitMs;
    while (!(await leases.claim(id))) {
      // Another replica builds this site: its result is what this view is waiting for.
      if (Date.now() > waitUntil) {
        throw new Error(
          'Another server has been building these docs for too long; try again later',
        );
      }
      log('Another server is building this documentation; waiting for it to finish');
      await delay(options.pollMs);
      if ((await storage.readMetadata(key))?.etag === etag) return { updated: true };
    }
    const renewal = setInterval(() => void leases.renew(id).catch(() => {}), options.pollMs);
    const output = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-docs-site-'));
    let prepared: Awaited<ReturnType<DocsSourcePreparer['prepare']>> | undefined;
    try {
      prepared = await sources.prepare(source, undefined, etag);
      const built = await options.buildSite({
        sourceDir: prepared.directory,
        outputDir: output,
        etag: prepared.etag,
        cache: caches.get(id),
        log,
      });
      const published = await storage.publish(key, output);
      remember(id, built.cache);
      log(`Published ${published.files} files`);
      return { updated: true };
    } catch (error) {
      options.onBuildFailed?.(key, etag, error);
      throw error;
    } finally {
      clearInterval(renewal);
      await Promise.allSettled([
        prepared?.cleanup(),
        fs.rm(output, { recursive: true, force: true }),
        leases.release(id),
      ]);
    }
  }

  return {
    async sync(key, source, onLog) {
      const id = siteId(key);
      let current = running.get(id);
      if (!current) {
        const lines: string[] = [];
        const listeners = new Set<(line: string) => void>();
        const log = (line: string) => {
          lines.push(line);
          for (const listener of listeners) listener(line);
        };
        const started: RunningSync = {
          lines,
          listeners,
          done: run(id, key, source, log).finally(() => running.delete(id)),
        };
        running.set(id, started);
        current = started;
      }
      for (const line of current.lines) onLog(line);
      current.listeners.add(onLog);
      try {
        return await current.done;
      } finally {
        current.listeners.delete(onLog);
      }
    },
  };
}

/** The site's lease and cache name: its key as stored, lower-cased. */
export function siteId(key: DocsSiteKey): string {
  return `${key.namespace}/${key.kind}/${key.name}`.toLowerCase();
}

function delay(ms: number) {
  return new Promise(resolve => setTimeout(resolve, ms));
}

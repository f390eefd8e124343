import type { SearchCollator, SearchDocument, SearchIndexSink } from '@atrium/plugin-search/node';
import type { DocsSiteKey, DocsStorage } from '../storage/DocsStorage';
import {
  DOCS_SEARCH_TYPE,
  docsEntityRef,
  pageSearchDocuments,
  type DocsSiteEntity,
} from './pageSearchDocuments';
import { readSitePages } from './readSitePages';

export interface DocsSearchOptions {
  /** The store the sites are read from; its publishes and removals are watched. */
  storage: DocsStorage;
  /**
   * The entity a stored site documents, or undefined to leave the site out (its entity is gone).
   * Without it, the site's key stands for the entity and its name for the title.
   */
  entityOf?: (key: DocsSiteKey) => Promise<DocsSiteEntity | undefined>;
  /** Told when a site could not be read or indexed; the other sites go on. */
  onError?: (error: unknown, site: string) => void;
}

export interface DocsSearch {
  /** The `techdocs` document type, for `searchCollators`. */
  readonly collator: SearchCollator;
  /**
   * Gives the collator its store (the collator is contributed before the store exists) and
   * answers the store the plugin should use: each publish through it indexes the site's pages
   * and removes those the new site no longer has, each removal removes the site's documents.
   */
  connect(options: DocsSearchOptions): DocsStorage;
}

/** Documents per batch handed to the index, in the full pass and after a publish. */
const BATCH_SIZE = 500;

/** The docs' search documents: every page and section of every stored site, kept current. */
export function createDocsSearch(): DocsSearch {
  let connected: DocsSearchOptions | undefined;
  let sink: SearchIndexSink | undefined;
  // The keys each site's documents have in the index, to know what a new build removed.
  const keysBySite = new Map<string, ReadonlySet<string>>();

  const options = () => {
    if (!connected) throw new Error('The docs search is used before the docs plugin set up');
    return connected;
  };

  async function entityOf(key: DocsSiteKey): Promise<DocsSiteEntity | undefined> {
    const lookup = options().entityOf;
    return lookup ? lookup(key) : { ...key, title: key.name };
  }

  /** The documents of one stored site, a page at a time. */
  async function* siteDocuments(key: DocsSiteKey, entity: DocsSiteEntity) {
    for await (const page of readSitePages(options().storage, key)) {
      yield pageSearchDocuments(entity, page);
    }
  }

  async function collectSite(key: DocsSiteKey): Promise<SearchDocument[]> {
    const entity = await entityOf(key);
    const documents: SearchDocument[] = [];
    if (entity) for await (const page of siteDocuments(key, entity)) documents.push(...page);
    return documents;
  }

  /** The keys the site's documents have now, read from the store when not known yet. */
  async function knownKeys(key: DocsSiteKey): Promise<ReadonlySet<string>> {
    const known = keysBySite.get(docsEntityRef(key));
    if (known) return known;
    // Keys depend on the site's key, paths and anchors only: no need to ask for the entity.
    const keys = new Set<string>();
    try {
      for await (const documents of siteDocuments(key, { ...key, title: key.name })) {
        for (const document of documents) keys.add(document.key);
      }
    } catch {
      // An unreadable old site leaves nothing known to remove; the full pass repairs it.
    }
    return keys;
  }

  async function reindexSite(key: DocsSiteKey, previous: ReadonlySet<string>) {
    if (!sink) return;
    const documents = await collectSite(key);
    const keys = new Set(documents.map(document => document.key));
    for (let start = 0; start < documents.length; start += BATCH_SIZE) {
      await sink.index(documents.slice(start, start + BATCH_SIZE));
    }
    const removed = [...previous].filter(previousKey => !keys.has(previousKey));
    if (removed.length > 0) await sink.remove(removed);
    keysBySite.set(docsEntityRef(key), keys);
  }

  async function removeSite(key: DocsSiteKey, previous: ReadonlySet<string>) {
    if (sink && previous.size > 0) await sink.remove([...previous]);
    keysBySite.delete(docsEntityRef(key));
  }

  /** Runs an index update for a site; a failure is reported, never failing the publish. */
  async function guarded(key: DocsSiteKey, update: () => Promise<void>) {
    try {
      await update();
    } catch (error) {
      options().onError?.(error, docsEntityRef(key));
    }
  }

  const collator: SearchCollator = {
    type: DOCS_SEARCH_TYPE,
    async *documents() {
      const { storage, onError } = options();
      let batch: SearchDocument[] = [];
      for (const key of await storage.listSites()) {
        const keys = new Set<string>();
        try {
          const entity = await entityOf(key);
          if (!entity) continue;
          for await (const documents of siteDocuments(key, entity)) {
            for (const document of documents) keys.add(document.key);
            batch.push(...documents);
            if (batch.length >= BATCH_SIZE) {
              yield batch;
              batch = [];
            }
          }
        } catch (error) {
          onError?.(error, docsEntityRef(key));
        }
        keysBySite.set(docsEntityRef(key), keys);
      }
      if (batch.length > 0) yield batch;
    },
    onChange(changes) {
      sink = changes;
    },
  };

  return {
    collator,
    connect(docsOptions) {
      connected = docsOptions;
      const { storage } = docsOptions;
      return {
        ...storage,
        async publish(key, siteDir) {
          const previous = sink ? await knownKeys(key) : new Set<string>();
          const published = await storage.publish(key, siteDir);
          await guarded(key, () => reindexSite(key, previous));
          return published;
        },
        async remove(key) {
          const previous = sink ? await knownKeys(key) : new Set<string>();
          await storage.remove(key);
          await guarded(key, () => removeSite(key, previous));
        },
      };
    },
  };
}

import { ALLOW, DENY, type AuthorizeRequestItem, type PolicyDecision } from '@atrium/model';
import { definePlugin, permissionsServiceRef } from '@atrium/server-core';
import { startTestServer, type TestDatabaseId, type TestServer } from '@atrium/server-core/testing';
import { searchCollators, type SearchCollator, type SearchIndexSink } from '../../node';
import type { SearchDocument } from '../engine/SearchEngine';
import { searchPlugin } from '../plugin';

/** A collator whose documents the test holds; `put` and `drop` also tell the index, as live. */
export interface TestCollator {
  readonly collator: SearchCollator;
  /** The documents its full pass gives. */
  readonly documents: Map<string, SearchDocument>;
  /** Full passes that read every batch. */
  readonly passes: number;
  sink(): SearchIndexSink;
  put(...documents: SearchDocument[]): Promise<void>;
  drop(...keys: string[]): Promise<void>;
}

export function createTestCollator(type: string, refreshIntervalMs?: number): TestCollator {
  const documents = new Map<string, SearchDocument>();
  let sink: SearchIndexSink | undefined;
  let passes = 0;
  const connected = () => {
    if (!sink) throw new Error(`The ${type} collator has no sink yet`);
    return sink;
  };
  return {
    collator: {
      type,
      refreshIntervalMs,
      async *documents() {
        const all = [...documents.values()];
        for (let start = 0; start < all.length; start += 10) yield all.slice(start, start + 10);
        passes++;
      },
      onChange(given) {
        sink = given;
      },
    },
    documents,
    get passes() {
      return passes;
    },
    sink: connected,
    async put(...given) {
      for (const document of given) documents.set(document.key, document);
      await connected().index(given);
    },
    async drop(...keys) {
      for (const key of keys) documents.delete(key);
      await connected().remove(keys);
    },
  };
}

/** Per user: the policy's answer to `catalog.entity.read`, and the refs a conditional one denies. */
export interface TestPermissions {
  readonly decisions: Map<string, PolicyDecision>;
  readonly deniedRefs: Set<string>;
  /** Items of each `authorize` call. */
  readonly authorizeCalls: AuthorizeRequestItem[][];
}

export const CONDITIONAL_READ: PolicyDecision = {
  result: 'CONDITIONAL',
  pluginId: 'catalog',
  resourceType: 'catalog-entity',
  conditions: { rule: 'IS_ENTITY_OWNER', resourceType: 'catalog-entity' },
};

export interface SearchTestServer extends TestServer {
  readonly permissions: TestPermissions;
}

/**
 * The search plugin with test collators and a stand-in permission service. On PostgreSQL the
 * trigram extension is installed once, in `public`, before the plugin's migration looks for it.
 */
export async function startSearchServer(options: {
  database: TestDatabaseId;
  collators: readonly SearchCollator[];
  config?: Record<string, unknown>;
}): Promise<SearchTestServer> {
  const permissions: TestPermissions = {
    decisions: new Map(),
    deniedRefs: new Set(),
    authorizeCalls: [],
  };
  const standIns = definePlugin({
    id: 'search-test-sources',
    register: registrar => registrar.add(searchCollators, ...options.collators),
    provides: [permissionsServiceRef],
    setup({ provide }) {
      provide(permissionsServiceRef, {
        async decide(principal, asked) {
          const user = principal.type === 'user' ? principal.userEntityRef : '';
          return asked.map(() => permissions.decisions.get(user) ?? ALLOW);
        },
        async authorize(_principal, items) {
          permissions.authorizeCalls.push([...items]);
          return items.map(item => ({
            id: item.id,
            ...(permissions.deniedRefs.has(item.resourceRef ?? '') ? DENY : ALLOW),
          }));
        },
      });
    },
  });
  const server = await startTestServer({
    database: options.database,
    plugins: [standIns, searchPlugin],
    config: options.config,
  });
  return { ...server, permissions };
}

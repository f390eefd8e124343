import type { DatabaseManager } from '@atrium/server-core';
import {
  createTestDatabaseManager,
  describeEachDatabase,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogMigrations } from '../migrations';
import type { CatalogDb } from './catalogDb';
import type { CatalogTables } from './tables';
import { readSourceState } from './readSourceState';

const SOURCE = 'loc|file:/catalog.yaml';

describeEachDatabase('reading the state a source write is planned from', (id: TestDatabaseId) => {
  let manager: DatabaseManager;
  let db: CatalogDb;

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    const database = await manager.forPlugin<CatalogTables>('catalog');
    await database.migrate(catalogMigrations);
    db = database.db;

    const source = (key: string, declaredBy: string | null) => ({
      source_key: key,
      location_id: 'loc',
      type: 'file',
      target: key.slice(key.indexOf(':') + 1),
      declared_by: declaredBy,
      depth: declaredBy ? 1 : 0,
      next_refresh_at: 0,
    });
    await db
      .insertInto('catalog_sources')
      .values([
        source(SOURCE, null),
        source('loc|file:/child.yaml', SOURCE),
        source('loc|file:/grandchild.yaml', 'loc|file:/child.yaml'),
      ])
      .execute();
    // 600 entities: more than one statement's worth of keys.
    await db
      .insertInto('catalog_entities')
      .values(
        Array.from({ length: 600 }, (_, index) => ({
          id: `id-${index}`,
          entity_key: `component:default/c${index}`,
          entity_ref: `component:default/c${index}`,
          kind: 'component',
          namespace: 'default',
          name: `c${index}`,
          source_key: index === 1 ? 'loc|file:/child.yaml' : SOURCE,
          location_id: 'loc',
          parent_key: null,
          processed_hash: `hash-${index}`,
          errors: index === 2 ? '[]' : null,
          final: '{}',
          final_hash: null,
          etag: '',
          orphan: index === 3 ? 1 : 0,
          updated_at: 0,
        })),
      )
      .execute();
  });
  afterAll(() => manager?.destroy());

  it('reads the stored rows of the entities an outcome lists', async () => {
    const keys = Array.from({ length: 600 }, (_, index) => `component:default/c${index}`);
    const state = await readSourceState(db, {
      sourceKey: SOURCE,
      entityKeys: [...keys, 'component:default/unknown'],
      withOwned: false,
    });

    expect(state.entities.size).toBe(600);
    expect(state.entities.has('component:default/unknown')).toBe(false);
    expect(state.entities.get('component:default/c2')).toEqual({
      entity_key: 'component:default/c2',
      id: 'id-2',
      source_key: SOURCE,
      processed_hash: 'hash-2',
      orphan: 0,
      errors: '[]',
    });
    expect(state.entities.get('component:default/c1')?.source_key).toBe('loc|file:/child.yaml');
    expect(state.entities.get('component:default/c3')?.orphan).toBe(1);
    expect(state.owned).toBeUndefined();
  });

  it('reads what a fully listed source holds: its entities not orphaned, its own children', async () => {
    const state = await readSourceState(db, {
      sourceKey: SOURCE,
      entityKeys: [],
      withOwned: true,
    });

    expect(state.entities.size).toBe(0);
    expect(state.owned?.entities).toHaveLength(598);
    expect(state.owned?.entities).not.toContain('component:default/c1');
    expect(state.owned?.entities).not.toContain('component:default/c3');
    expect(state.owned?.children).toEqual(['loc|file:/child.yaml']);
  });
});

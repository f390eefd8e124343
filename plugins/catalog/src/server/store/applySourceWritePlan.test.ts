import { ANNOTATION_ORPHAN, type Entity } from '@atrium/model';
import type { DatabaseManager } from '@atrium/server-core';
import {
  createTestDatabaseManager,
  describeEachDatabase,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { catalogMigrations } from '../migrations';
import { applySourceWritePlan, type KeysToStitch } from './applySourceWritePlan';
import type { CatalogDb } from './catalogDb';
import type { CatalogTables } from './tables';
import type { CatalogStoreContext } from './catalogStoreContext';
import type { ProcessedColumns } from './pendingEntity';
import { createSearchKeys } from './searchKeys';
import type { SourceRow } from './sourceStore';
import type { ChildSourceRow, SourceWritePlan } from './sourceWritePlan';

const NOW = 2_000_000;
const ROOT = 'loc|file:/root.yaml';
const OTHER = 'other|file:/other.yaml';

function sourceRow(key: string, declaredBy: string | null, depth: number): ChildSourceRow {
  return {
    source_key: key,
    location_id: key.slice(0, key.indexOf('|')),
    type: 'file',
    target: key.slice(key.indexOf(':') + 1),
    declared_by: declaredBy,
    parent_key: declaredBy ? 'location:default/root' : null,
    depth,
    content_hash: null,
    http_etag: null,
    errors: null,
    next_refresh_at: 0,
    lease_until: null,
  };
}

function entity(name: string): Entity {
  return { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name } };
}

function entityRow(name: string, sourceKey: string) {
  return {
    id: `id-${name}`,
    entity_key: `component:default/${name}`,
    entity_ref: `component:default/${name}`,
    kind: 'component',
    namespace: 'default',
    name,
    source_key: sourceKey,
    location_id: sourceKey.slice(0, sourceKey.indexOf('|')),
    parent_key: null,
    processed_hash: `hash-${name}`,
    errors: null,
    final: JSON.stringify(entity(name)),
    final_hash: null,
    etag: '',
    orphan: 0,
    updated_at: 0,
  };
}

describeEachDatabase('applying a source write plan', (id: TestDatabaseId) => {
  let manager: DatabaseManager;
  let db: CatalogDb;
  let context: CatalogStoreContext;

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    const database = await manager.forPlugin<CatalogTables>('catalog');
    await database.migrate(catalogMigrations);
    db = database.db;
    context = {
      engine: database.engine,
      insertMany: database.insertMany,
      updateMany: database.updateMany,
      deleteMany: database.deleteMany,
      searchKeys: createSearchKeys(),
    };
  });
  afterAll(() => manager?.destroy());

  beforeEach(async () => {
    await db.deleteFrom('catalog_relations').execute();
    await db.deleteFrom('catalog_entities').execute();
    await db.deleteFrom('catalog_sources').execute();
    await db
      .insertInto('catalog_sources')
      .values([
        { ...sourceRow(ROOT, null, 0), lease_until: NOW + 60_000, lease_owner: 'me' },
        sourceRow('loc|file:/kept.yaml', ROOT, 1),
        sourceRow('loc|file:/gone.yaml', ROOT, 1),
        sourceRow('loc|file:/below.yaml', 'loc|file:/gone.yaml', 2),
        sourceRow(OTHER, null, 0),
      ])
      .execute();
    await db
      .insertInto('catalog_entities')
      .values([
        entityRow('edited', ROOT),
        entityRow('rejected', ROOT),
        entityRow('foreign', OTHER),
        entityRow('missing', ROOT),
        entityRow('below', 'loc|file:/below.yaml'),
      ])
      .execute();
    await db
      .insertInto('catalog_relations')
      .values([
        {
          origin_key: 'component:default/edited',
          source_key: 'component:default/edited',
          type: 'ownedBy',
          target_ref: 'group:default/old-team',
        },
        {
          origin_key: 'component:default/edited',
          source_key: 'group:default/old-team',
          type: 'ownerOf',
          target_ref: 'component:default/edited',
        },
      ])
      .execute();
  });

  const stitchKeys = (): KeysToStitch => ({
    changed: new Set(),
    affected: new Set(),
    deleted: new Set(),
  });
  const source = (key: string) =>
    db.selectFrom('catalog_sources').selectAll().where('source_key', '=', key).executeTakeFirst();
  const stored = (name: string) =>
    db
      .selectFrom('catalog_entities')
      .selectAll()
      .where('entity_key', '=', `component:default/${name}`)
      .executeTakeFirst();

  it('writes every table the plan names, and reports what only the statements found', async () => {
    const edited: ProcessedColumns = {
      ...entityRow('edited', ROOT),
      final: JSON.stringify({ ...entity('edited'), spec: { owner: 'new-team' } }),
      processed_hash: 'hash-edited-2',
      updated_at: NOW,
    };
    const plan: SourceWritePlan = {
      sourceKey: ROOT,
      source: {
        content_hash: 'content-2',
        http_etag: null,
        errors: '[]',
        next_refresh_at: NOW + 1000,
        lease_until: null,
      },
      content: {
        now: NOW,
        updated: new Map([['component:default/edited', edited]]),
        created: [],
        relations: [
          [
            'component:default/edited',
            'component:default/edited',
            'ownedBy',
            'group:default/new-team',
          ],
          [
            'component:default/edited',
            'group:default/new-team',
            'ownerOf',
            'component:default/edited',
          ],
        ],
        rejected: [
          { key: 'component:default/rejected', errors: '["invalid"]' },
          { key: 'component:default/foreign', errors: '["invalid"]' },
        ],
        orphaned: ['component:default/missing'],
        deleted: [],
        removedChildrenEntities: 'orphan',
        children: [
          { ...sourceRow('loc|file:/kept.yaml', ROOT, 1), parent_key: 'location:default/moved' },
          sourceRow('loc|file:/new.yaml', ROOT, 1),
        ],
        removedChildren: ['loc|file:/gone.yaml'],
      },
      stitch: { changed: ['component:default/edited'], affected: [] },
    };
    const stitch = stitchKeys();
    await db.transaction().execute(tx => applySourceWritePlan(tx, context, plan, stitch));

    expect(await stored('edited')).toMatchObject({
      final: edited.final,
      processed_hash: 'hash-edited-2',
    });
    expect(Number((await stored('edited'))!.updated_at)).toBe(NOW);
    const relations = await db
      .selectFrom('catalog_relations')
      .select(['source_key', 'target_ref'])
      .orderBy('source_key')
      .execute();
    expect(relations).toEqual([
      { source_key: 'component:default/edited', target_ref: 'group:default/new-team' },
      { source_key: 'group:default/new-team', target_ref: 'component:default/edited' },
    ]);

    expect((await stored('rejected'))!.errors).toBe('["invalid"]');
    expect((await stored('foreign'))!.errors).toBeNull();

    for (const name of ['missing', 'below']) {
      const row = (await stored(name))!;
      expect(row.orphan).toBe(1);
      const body = JSON.parse(row.final) as Entity;
      expect(body.metadata.annotations?.[ANNOTATION_ORPHAN]).toBe('true');
    }

    const root = (await source(ROOT)) as SourceRow;
    expect(root).toMatchObject({ content_hash: 'content-2', errors: '[]', lease_until: null });
    expect(Number(root.next_refresh_at)).toBe(NOW + 1000);
    expect((await source('loc|file:/kept.yaml'))?.parent_key).toBe('location:default/moved');
    expect((await source('loc|file:/new.yaml'))?.declared_by).toBe(ROOT);
    expect(await source('loc|file:/gone.yaml')).toBeUndefined();
    expect(await source('loc|file:/below.yaml')).toBeUndefined();

    expect(stitch.changed).toEqual(
      new Set([
        'component:default/rejected',
        'component:default/missing',
        'component:default/below',
      ]),
    );
    expect(stitch.affected).toEqual(
      new Set(['component:default/edited', 'group:default/old-team']),
    );
  });

  it('leaves new entities to stitching, which inserts them complete', async () => {
    const created = { ...entityRow('created', ROOT), updated_at: NOW };
    const plan: SourceWritePlan = {
      sourceKey: ROOT,
      source: {
        content_hash: 'content-2',
        http_etag: null,
        errors: null,
        next_refresh_at: NOW,
        lease_until: null,
      },
      content: {
        now: NOW,
        updated: new Map(),
        created: [
          {
            id: created.id,
            entity_key: created.entity_key,
            entity: entity('created'),
            columns: created,
          },
        ],
        relations: [
          [
            'component:default/created',
            'group:default/team',
            'ownerOf',
            'component:default/created',
          ],
        ],
        rejected: [],
        orphaned: [],
        deleted: [],
        removedChildrenEntities: 'orphan',
        children: [],
        removedChildren: [],
      },
      stitch: { changed: ['component:default/created'], affected: ['group:default/team'] },
    };
    const stitch = stitchKeys();
    await db.transaction().execute(tx => applySourceWritePlan(tx, context, plan, stitch));

    expect(await stored('created')).toBeUndefined();
    const relations = await db
      .selectFrom('catalog_relations')
      .select('origin_key')
      .where('source_key', '=', 'group:default/team')
      .execute();
    expect(relations).toEqual([{ origin_key: 'component:default/created' }]);
    expect(stitch).toEqual(stitchKeys());
  });

  it('reports the entities it deleted: those a provider no longer lists, and those below', async () => {
    const plan: SourceWritePlan = {
      sourceKey: ROOT,
      source: { next_refresh_at: NOW, lease_until: null },
      content: {
        now: NOW,
        updated: new Map(),
        created: [],
        relations: [],
        rejected: [],
        orphaned: [],
        // 'foreign' belongs to another source, so it stays.
        deleted: ['component:default/edited', 'component:default/foreign'],
        removedChildrenEntities: 'delete',
        children: [],
        removedChildren: ['loc|file:/gone.yaml'],
      },
      stitch: { changed: [], affected: [] },
    };
    const stitch = stitchKeys();
    await db.transaction().execute(tx => applySourceWritePlan(tx, context, plan, stitch));

    expect(await stored('edited')).toBeUndefined();
    expect(await stored('below')).toBeUndefined();
    expect(await stored('foreign')).toBeDefined();
    expect(stitch.deleted).toEqual(
      new Set(['component:default/edited', 'component:default/below']),
    );
    expect(stitch.affected).toEqual(new Set(['group:default/old-team']));
  });

  it('only gives the lease back when the plan has no content', async () => {
    const before = (await source(ROOT))!;
    const stitch = stitchKeys();
    await applySourceWritePlan(
      db,
      context,
      {
        sourceKey: ROOT,
        source: { next_refresh_at: NOW + 5, lease_until: null },
        stitch: { changed: [], affected: [] },
      },
      stitch,
    );

    const after = (await source(ROOT))!;
    expect({ ...after, next_refresh_at: Number(after.next_refresh_at) }).toEqual({
      ...before,
      next_refresh_at: NOW + 5,
      lease_until: null,
    });
    expect(await db.selectFrom('catalog_relations').select('origin_key').execute()).toHaveLength(2);
    expect(stitch).toEqual(stitchKeys());
  });
});

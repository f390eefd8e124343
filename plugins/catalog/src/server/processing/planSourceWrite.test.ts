import type { Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import type { StoredEntity, StoredSourceState } from '../store/readSourceState';
import type { SourceRow } from '../store/sourceStore';
import { planSourceWrite, type SourceWriteInput } from './planSourceWrite';
import { processingError } from './processingError';
import type { ProcessedEntity, SourceOutcome } from './types';

const NOW = 1_000;
const NEXT = 5_000;

const source: SourceRow = {
  source_key: 'loc-1|file:/srv/catalog.yaml',
  location_id: 'loc-1',
  type: 'file',
  target: '/srv/catalog.yaml',
  declared_by: 'loc-1|file:/srv/root.yaml',
  parent_key: 'location:default/root',
  depth: 1,
  content_hash: 'old',
  http_etag: null,
  errors: null,
  next_refresh_at: 0,
  lease_until: NOW + 60_000,
  lease_owner: 'me',
};

function processed(name: string, hash = `hash-${name}`): ProcessedEntity {
  const entity: Entity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name },
    spec: { owner: 'team-a' },
  };
  return {
    key: `component:default/${name.toLowerCase()}`,
    ref: `component:default/${name}`,
    entity,
    json: JSON.stringify(entity),
    hash,
    relations: [
      {
        sourceKey: `component:default/${name.toLowerCase()}`,
        type: 'ownedBy',
        targetRef: 'group:default/team-a',
      },
      {
        sourceKey: 'group:default/team-a',
        type: 'ownerOf',
        targetRef: `component:default/${name}`,
      },
    ],
  };
}

function stored(key: string, fields: Partial<StoredEntity> = {}): [string, StoredEntity] {
  return [
    key,
    {
      entity_key: key,
      id: `id-${key}`,
      source_key: source.source_key,
      processed_hash: `hash-${key.slice(key.indexOf('/') + 1)}`,
      orphan: 0,
      errors: null,
      ...fields,
    },
  ];
}

function read(fields: Partial<Extract<SourceOutcome, { status: 'read' }>> = {}): SourceOutcome {
  return {
    status: 'read',
    contentHash: 'new',
    entities: [],
    children: [],
    errors: [],
    rejected: [],
    incomplete: false,
    ...fields,
  };
}

function plan(
  outcome: SourceOutcome,
  state: Partial<StoredSourceState> = {},
  options: Partial<Pick<SourceWriteInput, 'source' | 'claimed'>> = {},
) {
  let ids = 0;
  return planSourceWrite({
    source,
    outcome,
    stored: { entities: new Map(), owned: { entities: [], children: [] }, ...state },
    claimed: new Map(),
    now: NOW,
    nextRefreshAt: NEXT,
    newId: () => `new-${++ids}`,
    ...options,
  });
}

describe('planSourceWrite', () => {
  it('only gives the lease back when the content is unchanged', () => {
    expect(plan({ status: 'unchanged' })).toEqual({
      sourceKey: source.source_key,
      source: { next_refresh_at: NEXT, lease_until: null },
      stitch: { changed: [], affected: [] },
    });
  });

  it('keeps everything when the source could not be read, shows why on its Location, and reads it in full next time', () => {
    const errors = [processingError(undefined, 'unreachable')];
    expect(plan({ status: 'failed', errors })).toEqual({
      sourceKey: source.source_key,
      source: {
        content_hash: 'read-failed',
        http_etag: null,
        errors: JSON.stringify(errors),
        next_refresh_at: NEXT,
        lease_until: null,
      },
      stitch: { changed: [], affected: ['location:default/root'] },
    });
  });

  it('creates new entities for stitching to insert, with their distinct relations', () => {
    const orders = processed('Orders');
    orders.relations.push({ ...orders.relations[0]! });
    const result = plan(read({ entities: [orders], httpEtag: 'W/"1"' }));

    expect(result.source).toEqual({
      content_hash: 'new',
      http_etag: 'W/"1"',
      errors: null,
      next_refresh_at: NEXT,
      lease_until: null,
    });
    expect(result.content?.updated.size).toBe(0);
    expect(result.content?.created).toEqual([
      {
        id: 'new-1',
        entity_key: 'component:default/orders',
        entity: orders.entity,
        columns: {
          entity_ref: 'component:default/Orders',
          kind: 'component',
          namespace: 'default',
          name: 'orders',
          source_key: source.source_key,
          location_id: 'loc-1',
          parent_key: 'location:default/root',
          final: orders.json,
          processed_hash: 'hash-Orders',
          errors: null,
          orphan: 0,
          updated_at: NOW,
        },
      },
    ]);
    expect(result.content?.relations).toEqual([
      ['component:default/orders', 'component:default/orders', 'ownedBy', 'group:default/team-a'],
      ['component:default/orders', 'group:default/team-a', 'ownerOf', 'component:default/Orders'],
    ]);
    expect(result.stitch.changed).toEqual(['component:default/orders']);
    expect(new Set(result.stitch.affected)).toEqual(
      new Set(['location:default/root', 'component:default/orders', 'group:default/team-a']),
    );
  });

  it('updates stored entities whose processed form, owner or errors changed, and no others', () => {
    const entities = new Map([
      stored('component:default/same'),
      stored('component:default/edited', { processed_hash: 'before' }),
      stored('component:default/failing', { errors: '[]' }),
      stored('component:default/adopted', { source_key: 'loc-2|file:/other.yaml', orphan: 1 }),
    ]);
    const result = plan(
      read({ entities: ['same', 'edited', 'failing', 'adopted'].map(name => processed(name)) }),
      { entities },
    );

    expect([...result.content!.updated.keys()]).toEqual([
      'component:default/edited',
      'component:default/failing',
      'component:default/adopted',
    ]);
    expect(result.content?.updated.get('component:default/adopted')).toMatchObject({
      source_key: source.source_key,
      orphan: 0,
      errors: null,
    });
    expect(result.content?.created).toEqual([]);
    expect(result.content?.orphaned).toEqual([]);
    expect(result.stitch.changed).toEqual([
      'component:default/edited',
      'component:default/failing',
      'component:default/adopted',
    ]);
    expect(result.content?.relations.map(row => row[0])).not.toContain('component:default/same');
  });

  it('keeps the first owner of an entity and tells the second source why', () => {
    const entities = new Map([
      stored('component:default/taken', { source_key: 'loc-2|url:https://example.com/a.yaml' }),
    ]);
    const result = plan(read({ entities: [processed('taken')] }), { entities });

    expect(result.content?.updated.size).toBe(0);
    expect(result.content?.created).toEqual([]);
    expect(result.stitch.changed).toEqual([]);
    expect(JSON.parse(result.source.errors!)).toEqual([
      processingError(
        undefined,
        'component:default/taken is already provided by url:https://example.com/a.yaml; the copy in file:/srv/catalog.yaml was ignored',
      ),
    ]);
  });

  it('counts an entity another source of the same write creates as held by that source', () => {
    const first = plan(
      read({ entities: [processed('shared')] }),
      {},
      { source: { ...source, source_key: 'loc-2|file:/a.yaml' } },
    );
    const claimed = new Map(first.content!.created.map(pending => [pending.entity_key, pending]));
    const result = plan(
      read({
        entities: [processed('shared')],
        errors: [processingError(undefined, 'bad document')],
      }),
      {},
      { claimed },
    );

    expect(result.content?.created).toEqual([]);
    const errors = JSON.parse(result.source.errors!) as Array<{ message: string }>;
    expect(errors.map(error => error.message)).toEqual([
      'bad document',
      'component:default/shared is already provided by file:/a.yaml; the copy in file:/srv/catalog.yaml was ignored',
    ]);
  });

  it('orphans what a fully read source no longer lists, but not its rejected entities', () => {
    const rejectedErrors = [processingError(undefined, 'invalid')];
    const result = plan(
      read({
        entities: [processed('kept')],
        rejected: [{ key: 'component:default/rejected', errors: rejectedErrors }],
      }),
      {
        entities: new Map([stored('component:default/kept')]),
        owned: {
          entities: [
            'component:default/kept',
            'component:default/rejected',
            'component:default/gone',
          ],
          children: [],
        },
      },
    );

    expect(result.content?.orphaned).toEqual(['component:default/gone']);
    expect(result.content?.rejected).toEqual([
      { key: 'component:default/rejected', errors: JSON.stringify(rejectedErrors) },
    ]);
  });

  it("deletes what a provider's read no longer lists instead of orphaning it", () => {
    const result = plan(read({ entities: [processed('kept')], deletesMissing: true }), {
      entities: new Map([stored('component:default/kept')]),
      owned: { entities: ['component:default/kept', 'component:default/gone'], children: [] },
    });
    expect(result.content?.deleted).toEqual(['component:default/gone']);
    expect(result.content?.orphaned).toEqual([]);
    // What it found through a Location it no longer lists goes too.
    expect(result.content?.removedChildrenEntities).toBe('delete');
    expect(plan(read({ entities: [] })).content?.removedChildrenEntities).toBe('orphan');
  });

  it('adds the child sources named, and removes those no longer named', () => {
    const child = {
      type: 'url',
      target: 'https://example.com/b.yaml',
      parentKey: 'location:default/team',
    };
    const result = plan(read({ children: [child] }), {
      owned: {
        entities: [],
        children: ['loc-1|url:https://example.com/b.yaml', 'loc-1|file:/gone.yaml'],
      },
    });

    expect(result.content?.children).toEqual([
      {
        source_key: 'loc-1|url:https://example.com/b.yaml',
        location_id: 'loc-1',
        type: 'url',
        target: 'https://example.com/b.yaml',
        declared_by: source.source_key,
        parent_key: 'location:default/team',
        depth: 2,
        content_hash: null,
        http_etag: null,
        errors: null,
        next_refresh_at: 0,
        lease_until: null,
      },
    ]);
    expect(result.content?.removedChildren).toEqual(['loc-1|file:/gone.yaml']);
  });

  it('removes nothing when some document could not be read', () => {
    const child = { type: 'file', target: '/srv/new.yaml', parentKey: 'location:default/team' };
    const result = plan(read({ incomplete: true, children: [child] }), {
      owned: { entities: ['component:default/unread'], children: ['loc-1|file:/unread.yaml'] },
    });

    expect(result.content?.orphaned).toEqual([]);
    expect(result.content?.removedChildren).toEqual([]);
    expect(result.content?.children.map(row => row.source_key)).toEqual([
      'loc-1|file:/srv/new.yaml',
    ]);
  });
});

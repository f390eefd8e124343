import { describe, expect, it } from 'vitest';
import { buildFinalEntity } from './buildFinalEntity';

const processed = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'a', uid: 'stale', etag: 'stale' },
  spec: { owner: 'team', note: '"uid":"u-1"' },
};

describe('buildFinalEntity', () => {
  it('adds uid, sorted relations and status, and serialises what it returns', () => {
    const final = buildFinalEntity({
      uid: 'u-1',
      processed,
      relations: [
        { type: 'ownedBy', targetRef: 'group:default/team' },
        { type: 'dependsOn', targetRef: 'resource:default/db' },
      ],
      statusItems: [{ type: 't', level: 'error', message: 'm' }],
    });
    expect(JSON.parse(final.json)).toEqual(final.entity);
    expect(final.entity.metadata).toMatchObject({ uid: 'u-1', etag: final.hash });
    expect(final.entity.relations?.map(r => r.type)).toEqual(['dependsOn', 'ownedBy']);
    expect(final.entity.status?.items).toHaveLength(1);
    expect((final.entity.spec as { note: string }).note).toBe('"uid":"u-1"');
  });

  it('changes the etag exactly when the served entity changes', () => {
    const base = { uid: 'u-1', processed, relations: [], statusItems: [] };
    expect(buildFinalEntity(base).hash).toBe(buildFinalEntity(base).hash);
    expect(
      buildFinalEntity({ ...base, relations: [{ type: 'ownedBy', targetRef: 'group:default/x' }] })
        .hash,
    ).not.toBe(buildFinalEntity(base).hash);
  });
});

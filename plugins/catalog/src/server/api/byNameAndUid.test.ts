import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { EntityAncestryResponse, QueryEntitiesResponse } from '../../shared';
import type { CatalogTestServer } from '../testing/startCatalogServer';
import { errorBody, names, startOrganisationCatalog } from './startOrganisationCatalog';

const NO_SUCH_UID = '00000000-0000-4000-8000-000000000000';

// GET /entities/by-name (+ /ancestry) and GET, DELETE /entities/by-uid (spec 001 §7).
describeEachDatabase('entities by name and by uid', database => {
  describe('reading', () => {
    let server: CatalogTestServer;
    let generated: string;

    beforeAll(async () => {
      const catalog = await startOrganisationCatalog(database);
      server = catalog.server;
      generated = catalog.generatedName;
    });
    afterAll(() => server?.stop());

    it('answers an entity by kind, namespace and name', async () => {
      const { status, body } = await server.get<Entity>(
        '/api/catalog/entities/by-name/component/default/cart-service',
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: {
          name: 'cart-service',
          namespace: 'default',
          description: 'Keeps shopping carts',
          tags: ['java', 'payments'],
          uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          etag: expect.stringMatching(/^[0-9a-f]{40}$/),
        },
        spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
      });
    });

    it('looks names up case-insensitively', async () => {
      const { status, body } = await server.get<Entity>(
        '/api/catalog/entities/by-name/Component/DEFAULT/Cart-Service',
      );
      expect(status).toBe(200);
      expect(body.metadata.name).toBe('cart-service');
    });

    it('answers 404 NotFoundError for an unknown entity', async () => {
      for (const path of [
        'component/default/nope',
        'group/other/team-a',
        'user/default/cart-api',
      ]) {
        const url = `/api/catalog/entities/by-name/${path}`;
        const { status, body } = await server.get(url);
        expect(status, path).toBe(404);
        expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'GET', url }));
      }
    });

    it('answers the ancestry from the entity up through its Location entities', async () => {
      const { status, body } = await server.get<EntityAncestryResponse>(
        '/api/catalog/entities/by-name/Component/DEFAULT/Cart-Service/ancestry',
      );
      expect(status).toBe(200);
      expect(body.rootEntityRef).toBe('component:default/cart-service');
      expect(
        body.items.map(item => ({
          entity: `${item.entity.kind}:${item.entity.metadata.name}`,
          parents: item.parentEntityRefs,
        })),
      ).toEqual([
        { entity: 'Component:cart-service', parents: ['location:default/root'] },
        { entity: 'Location:root', parents: [`location:default/${generated}`] },
        { entity: `Location:${generated}`, parents: [] },
      ]);
      expect(body.items[0]?.entity.metadata.uid).toEqual(expect.any(String));
    });

    it('answers the ancestry of the generated Location entity as itself alone', async () => {
      const { status, body } = await server.get<EntityAncestryResponse>(
        `/api/catalog/entities/by-name/location/default/${generated}/ancestry`,
      );
      expect(status).toBe(200);
      expect(body.rootEntityRef).toBe(`location:default/${generated}`);
      expect(body.items).toHaveLength(1);
      expect(body.items[0]?.parentEntityRefs).toEqual([]);
    });

    it('answers 404 NotFoundError for the ancestry of an unknown entity', async () => {
      const url = '/api/catalog/entities/by-name/component/default/nope/ancestry';
      const { status, body } = await server.get(url);
      expect(status).toBe(404);
      expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'GET', url }));
    });

    it('answers an entity by uid, the same as by name', async () => {
      const byName = await server.get<Entity>(
        '/api/catalog/entities/by-name/api/default/prices-api',
      );
      const uid = byName.body.metadata.uid!;
      const byUid = await server.get<Entity>(`/api/catalog/entities/by-uid/${uid}`);
      expect(byUid).toEqual({ status: 200, body: byName.body });
    });

    it('answers 404 NotFoundError for an unknown uid', async () => {
      const url = `/api/catalog/entities/by-uid/${NO_SUCH_UID}`;
      const { status, body } = await server.get(url);
      expect(status).toBe(404);
      expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'GET', url }));
    });
  });

  describe('deleting', () => {
    let server: CatalogTestServer;

    beforeAll(async () => {
      server = (await startOrganisationCatalog(database)).server;
    });
    afterAll(() => server?.stop());

    it('answers 204 to deleting an unknown uid, as Backstage does, and changes nothing', async () => {
      const before = (await server.get<QueryEntitiesResponse>('/api/catalog/entities/by-query'))
        .body.totalItems;
      const removed = await server.request(`/api/catalog/entities/by-uid/${NO_SUCH_UID}`, {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect(
        (await server.get<QueryEntitiesResponse>('/api/catalog/entities/by-query')).body.totalItems,
      ).toBe(before);
    });

    it('deletes an entity by uid with 204; it is then gone by uid, by name and from lists', async () => {
      const before = await server.get<Entity>(
        '/api/catalog/entities/by-name/component/default/cart-worker',
      );
      const uid = before.body.metadata.uid!;
      const removed = await server.request(`/api/catalog/entities/by-uid/${uid}`, {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');

      expect((await server.get(`/api/catalog/entities/by-uid/${uid}`)).status).toBe(404);
      expect(
        (await server.get('/api/catalog/entities/by-name/component/default/cart-worker')).status,
      ).toBe(404);
      const components = await server.get<QueryEntitiesResponse>(
        '/api/catalog/entities/by-query?filter=kind=component',
      );
      expect(names(components.body.items)).toEqual(['cart-service', 'pricing-web']);
      expect(components.body.totalItems).toBe(2);
    });

    it('removes the relations the deleted entity produced from the entities it pointed at', async () => {
      const before = await server.get<Entity>(
        '/api/catalog/entities/by-name/resource/default/cart-db',
      );
      expect(before.body.relations).toContainEqual({
        type: 'ownedBy',
        targetRef: 'group:default/team-a',
      });
      const removed = await server.request(
        `/api/catalog/entities/by-uid/${before.body.metadata.uid!}`,
        { method: 'DELETE' },
      );
      expect(removed.status).toBe(204);
      const team = await server.get<Entity>('/api/catalog/entities/by-name/group/default/team-a');
      expect(team.body.relations?.map(r => r.targetRef)).not.toContain('resource:default/cart-db');
      const owned = await server.get<Entity[]>(
        '/api/catalog/entities?filter=relations.ownerof=resource:default/cart-db',
      );
      expect(owned.body).toEqual([]);
    });
  });
});

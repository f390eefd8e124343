import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGuestPortal, type GuestPortal } from './testing/startGuestPortal';

// A policy from YAML, enforced by the catalog on a real guest's token.
describeEachDatabase('the catalog under a configured read policy', database => {
  let portal: GuestPortal;

  beforeAll(async () => {
    portal = await startGuestPortal(database, {
      policy: {
        roles: [
          {
            name: 'owners-read-their-own',
            members: ['*'],
            allow: [
              {
                permission: 'catalog.entity.read',
                resourceType: 'catalog-entity',
                conditions: { rule: 'IS_ENTITY_OWNER' },
              },
            ],
          },
        ],
      },
    });
  });
  afterAll(() => portal?.stop());

  const get = <T>(path: string) => portal.server.json<T>(path, { token: portal.token });

  it('shows the guest only what the guest owns', async () => {
    const list = await get<Entity[]>('/api/catalog/entities?filter=kind=component');
    expect(list.body.map(e => e.metadata.name)).toEqual(['mine']);
    const page = await get<{ totalItems: number }>('/api/catalog/entities/by-query');
    expect(page.body.totalItems).toBe(1);
    const theirs = await get('/api/catalog/entities/by-name/component/default/theirs');
    expect(theirs.status).toBe(404);
  });

  it('refuses what the policy grants nobody', async () => {
    const locations = await get('/api/catalog/locations');
    expect(locations).toMatchObject({
      status: 403,
      body: { error: { name: 'NotAllowedError' }, response: { statusCode: 403 } },
    });
  });
});

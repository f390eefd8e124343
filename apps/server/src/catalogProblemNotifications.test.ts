import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import {
  describeEachDatabase,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationsPlugin } from '@atrium/plugin-notifications/server';
import type { NotificationsListResponse } from '@atrium/plugin-notifications/shared';

const ALICE = mockUserToken({
  userEntityRef: 'user:default/alice',
  ownershipEntityRefs: ['user:default/alice'],
});
const people = JSON.stringify({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name: 'alice' },
  spec: { memberOf: [] },
});
const parcel = (lifecycle?: string) =>
  JSON.stringify({
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'parcel' },
    spec: { type: 'service', owner: 'user:alice', ...(lifecycle && { lifecycle }) },
  });

describeEachDatabase("the catalog's notifications", database => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-problems-')));
    await fs.writeFile(path.join(dir, 'people.yaml'), people);
    await fs.writeFile(path.join(dir, 'parcel.yaml'), parcel('production'));
    server = await startTestServer({
      database,
      workingDirectory: dir,
      plugins: [catalogPlugin, notificationsPlugin],
      config: {
        catalog: {
          rules: [{ allow: ['Component', 'User', 'Location'] }],
          locations: [
            { type: 'file', target: './people.yaml' },
            { type: 'file', target: './parcel.yaml' },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function alicesList(): Promise<NotificationsListResponse> {
    return (await server.json('/api/notifications/notifications', { token: ALICE }))
      .body as NotificationsListResponse;
  }

  async function waitFor<T>(check: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('Condition not met within 10 s');
      await new Promise(resolve => setTimeout(resolve, 25));
    }
  }

  it("tells the owner when an entity's file breaks, and replaces that with the fix", async () => {
    await waitFor(async () => {
      const { status } = await server.request(
        '/api/catalog/entities/by-name/component/default/parcel',
      );
      return status === 200 ? true : undefined;
    });
    expect((await alicesList()).totalCount).toBe(0);

    await fs.writeFile(path.join(dir, 'parcel.yaml'), parcel());
    const broken = await waitFor(async () => {
      const list = await alicesList();
      return list.totalCount > 0 ? list.notifications[0] : undefined;
    });
    expect(broken).toMatchObject({
      user: 'user:default/alice',
      origin: 'plugin:catalog',
      payload: {
        title: 'The catalog file of component:default/parcel has errors',
        description: expect.stringMatching(/lifecycle/),
        link: '/catalog/default/component/parcel',
        severity: 'high',
        topic: 'catalog-entity-problems',
        scope: 'catalog-entity:component:default/parcel',
      },
    });

    await fs.writeFile(path.join(dir, 'parcel.yaml'), parcel('production'));
    const fixed = await waitFor(async () => {
      const list = await alicesList();
      const [first] = list.notifications;
      return first?.payload.severity === 'normal' ? list : undefined;
    });
    expect(fixed.totalCount).toBe(1);
    expect(fixed.notifications[0]).toMatchObject({
      id: broken.id,
      payload: { title: 'The catalog file of component:default/parcel is fixed' },
    });
  });
});

import { definePlugin, userDirectoryServiceRef } from '@atrium/server-core';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startOrganisationCatalog,
  type OrganisationCatalog,
} from '../api/startOrganisationCatalog';
import { organisationFiles } from '../testing/organisationFixture';
import { entityYaml } from '../testing/startCatalogServer';

/** Asks the directory the catalog provides, as the auth plugin does at sign-in. */
const probePlugin = definePlugin({
  id: 'probe',
  deps: { directory: userDirectoryServiceRef },
  setup({ router, deps }) {
    router.post('/find', async request => deps.directory.findUsers(request.body as never));
  },
});

const files = {
  'org.yaml': organisationFiles['org.yaml']!.replace(
    entityYaml('User', 'alice', { memberOf: ['team-a'] }, { title: 'Alice Example' }),
    entityYaml(
      'User',
      'alice',
      {
        memberOf: ['team-a'],
        profile: {
          email: 'Alice@Example.com',
          displayName: 'Alice E.',
          picture: 'https://x/a.png',
        },
      },
      { annotations: { 'github.com/user-login': 'Alice-GH' } },
    ),
  ),
};

describeEachDatabase('the catalog user directory', database => {
  let org: OrganisationCatalog;
  beforeAll(async () => {
    org = await startOrganisationCatalog(database, { plugins: [probePlugin], files });
  });
  afterAll(() => org?.server.stop());

  const find = async (query: unknown) =>
    (await org.server.json('/api/probe/find', { method: 'POST', body: query })).body;

  const ALICE = {
    userEntityRef: 'user:default/alice',
    // team-a's parent is engineering: membership counts up the hierarchy.
    ownershipEntityRefs: [
      'user:default/alice',
      'group:default/team-a',
      'group:default/engineering',
    ],
    profile: { email: 'Alice@Example.com', displayName: 'Alice E.', picture: 'https://x/a.png' },
  };

  it('finds a user by email regardless of case, with transitive group ownership', async () => {
    expect(await find({ email: 'alice@example.COM' })).toEqual([ALICE]);
  });

  it('finds a user by name, optionally in a namespace', async () => {
    expect(await find({ name: 'Alice' })).toEqual([ALICE]);
    expect(await find({ name: 'alice', namespace: 'default' })).toEqual([ALICE]);
    expect(await find({ name: 'alice', namespace: 'other' })).toEqual([]);
  });

  it('finds a user by the exact value of an annotation', async () => {
    expect(await find({ annotation: 'github.com/user-login', value: 'Alice-GH' })).toEqual([ALICE]);
    expect(await find({ annotation: 'github.com/user-login', value: 'alice-gh' })).toEqual([]);
  });

  it('finds nobody for a group name or an unknown email', async () => {
    expect(await find({ name: 'team-a' })).toEqual([]);
    expect(await find({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('gives every user the groups above its own', async () => {
    const [bob] = (await find({ name: 'bob' })) as Array<{ ownershipEntityRefs: string[] }>;
    expect(bob).toMatchObject({
      userEntityRef: 'user:default/bob',
      ownershipEntityRefs: [
        'user:default/bob',
        'group:default/team-b',
        'group:default/engineering',
      ],
    });
  });
});

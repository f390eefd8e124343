import { describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createCatalogFetchAction } from './createCatalogFetchAction';
import { createFakeCatalog, entity } from './catalogTestDoubles';

type Input = Parameters<ReturnType<typeof createCatalogFetchAction>['handler']>[0]['input'];

describe('catalog:fetch', () => {
  const team = entity('Group', 'team-a');
  const svc = entity('Component', 'svc', 'shop');
  const fake = createFakeCatalog({ entities: [team, svc] });
  const action = createCatalogFetchAction({ catalogFor: fake.catalogFor });

  const run = async (input: Input) => {
    const ctx = await createMockActionContext({ input, user: { ref: 'user:default/alice' } });
    try {
      await action.handler(ctx);
      return ctx.outputs;
    } finally {
      await ctx.cleanup();
    }
  };

  it('fetches one entity, with a default kind and namespace, as the task user', async () => {
    expect(await run({ entityRef: 'team-a', defaultKind: 'group' })).toEqual({ entity: team });
    expect(await run({ entityRef: 'component:svc', defaultNamespace: 'shop' })).toEqual({
      entity: svc,
    });
    expect(fake.users.at(-1)).toEqual({ ref: 'user:default/alice' });
  });

  it('fetches several entities, null where missing when optional', async () => {
    expect(await run({ entityRefs: ['group:team-a', 'group:nope'], optional: true })).toEqual({
      entities: [team, null],
    });
    await expect(run({ entityRefs: ['group:team-a', 'group:nope'] })).rejects.toThrow(
      'Entity group:nope not found',
    );
  });

  it('fails for a missing entity unless optional', async () => {
    await expect(run({ entityRef: 'group:nope' })).rejects.toThrow('Entity group:nope not found');
    expect(await run({ entityRef: 'group:nope', optional: true })).toEqual({ entity: null });
  });

  it('answers clear errors for no ref and a bad ref', async () => {
    await expect(run({})).rejects.toThrow('Missing entity reference or references');
    expect(await run({ optional: true })).toEqual({});
    await expect(run({ entityRef: 'no-kind' })).rejects.toThrow(
      /no-kind is not a valid entity ref/,
    );
  });
});

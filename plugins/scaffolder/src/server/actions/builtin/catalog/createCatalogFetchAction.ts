import { InputError, NotFoundError, parseEntityRef, stringifyEntityRef } from '@atrium/model';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import type { CatalogFor } from './TaskCatalog';

const inputSchema = z.object({
  entityRef: z.string().min(1).describe('Entity reference of the entity to get').optional(),
  entityRefs: z
    .array(z.string().min(1))
    .describe('Entity references of the entities to get')
    .optional(),
  optional: z
    .boolean()
    .describe('Allow the entity or entities to optionally exist. Default: false')
    .optional(),
  defaultKind: z.string().min(1).describe('The default kind').optional(),
  defaultNamespace: z.string().min(1).describe('The default namespace').optional(),
});

const outputSchema = z.object({
  entity: z
    .any()
    .describe('The entity, with the fields of the Entity schema. Only with `entityRef`.')
    .optional(),
  entities: z
    .array(z.any())
    .describe('The entities, null where missing. Only with `entityRefs`.')
    .optional(),
});

/** `catalog:fetch`: reads entities from the catalog, as the task's user may see them. */
export function createCatalogFetchAction(options: { catalogFor: CatalogFor }) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'catalog:fetch',
    description: 'Returns entity or entities from the catalog by entity reference(s)',
    supportsDryRun: true,
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Fetch the owner of the new component', {
        id: 'fetch-owner',
        name: 'Fetch the owner',
        action: 'catalog:fetch',
        input: { entityRef: '${{ parameters.owner }}', defaultKind: 'Group' },
      }),
      stepExample('Fetch several entities, some perhaps missing', {
        id: 'fetch-systems',
        name: 'Fetch systems',
        action: 'catalog:fetch',
        input: { entityRefs: ['system:default/payments', 'system:default/cart'], optional: true },
      }),
    ],
    async handler({ input, user, output }) {
      const { entityRef, entityRefs, optional, defaultKind, defaultNamespace } = input;
      if (!entityRef && !entityRefs) {
        if (optional) return;
        throw new InputError('Missing entity reference or references');
      }
      const catalog = await options.catalogFor(user);
      const fetchOne = async (ref: string) => {
        let canonical: string;
        try {
          canonical = stringifyEntityRef(parseEntityRef(ref, { defaultKind, defaultNamespace }));
        } catch (error) {
          throw new InputError(`${ref} is not a valid entity ref: ${(error as Error).message}`);
        }
        const entity = await catalog.getEntityByRef(canonical);
        if (!entity && !optional) throw new NotFoundError(`Entity ${ref} not found`);
        return entity ?? null;
      };
      if (entityRef) output('entity', await fetchOne(entityRef));
      if (entityRefs) output('entities', await Promise.all(entityRefs.map(fetchOne)));
    },
  });
}

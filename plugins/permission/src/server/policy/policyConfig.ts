import { z } from 'zod';

const actionSchema = z.enum(['read', 'create', 'update', 'delete']);

/** Conditions as configured: a rule with its parameters, or all of / any of / not. */
export type ConfiguredCriteria =
  | { rule: string; params?: Record<string, unknown> }
  | { allOf: ConfiguredCriteria[] }
  | { anyOf: ConfiguredCriteria[] }
  | { not: ConfiguredCriteria };

const criteriaSchema: z.ZodType<ConfiguredCriteria> = z.lazy(() =>
  z.union([
    z.strictObject({
      rule: z.string().min(1),
      params: z.record(z.string(), z.unknown()).optional(),
    }),
    z.strictObject({ allOf: z.array(criteriaSchema).min(1) }),
    z.strictObject({ anyOf: z.array(criteriaSchema).min(1) }),
    z.strictObject({ not: criteriaSchema }),
  ]),
);

/**
 * What a role may do. Every selector given must match: a permission name (or '*'), actions, a
 * resource type. With conditions it applies only to resources that meet them.
 */
const grantSchema = z
  .strictObject({
    permission: z.string().min(1).optional(),
    actions: z.array(actionSchema).min(1).optional(),
    resourceType: z.string().min(1).optional(),
    conditions: criteriaSchema.optional(),
  })
  .refine(grant => grant.conditions === undefined || grant.resourceType !== undefined, {
    message: 'conditions apply to resources: give the grant a resourceType',
  });

const roleSchema = z.strictObject({
  name: z.string().min(1),
  /** User and group refs; '*' is everyone signed in. */
  members: z.array(z.string().min(1)).min(1),
  allow: z.array(grantSchema).min(1),
});

export const policyConfigSchema = z.strictObject({ roles: z.array(roleSchema) });

export type PolicyGrant = z.infer<typeof grantSchema>;
export type PolicyConfig = z.infer<typeof policyConfigSchema>;

/**
 * The policy when `permission.policy` is not configured: everyone signed in reads everything, may
 * register, analyse and remove locations, use the Kubernetes proxy and run and cancel templates;
 * an entity is changed (refreshed, unregistered) by its owners.
 */
export const DEFAULT_POLICY: PolicyConfig = {
  roles: [
    {
      name: 'everyone',
      members: ['*'],
      allow: [
        { actions: ['read'] },
        { permission: 'catalog.location.create' },
        { permission: 'catalog.location.analyze' },
        { permission: 'catalog.location.delete' },
        { permission: 'catalog.entity.validate' },
        // The Kubernetes tab's events, logs and terminal go through the proxy; deleting a pod is
        // offered only where the web app's configuration turns it on.
        { permission: 'kubernetes.proxy' },
        // Creating software from templates is what the portal is for; reading tasks is a read.
        { permission: 'scaffolder.task.create' },
        { permission: 'scaffolder.task.cancel' },
        {
          resourceType: 'catalog-entity',
          actions: ['update', 'delete'],
          conditions: { rule: 'IS_ENTITY_OWNER' },
        },
      ],
    },
  ],
};

import { documents, entityYaml } from './startCatalogServer';

/**
 * A small organisation touching every relation type: a root Location naming two files, groups
 * with parent/children, users, a domain, a system, components with APIs and dependencies.
 */
export const organisationFiles: Record<string, string> = {
  'catalog.yaml': documents(
    entityYaml('Location', 'root', { targets: ['./org.yaml', './software.yaml'] }),
  ),
  'org.yaml': documents(
    entityYaml('Group', 'engineering', { type: 'department', children: ['team-a', 'team-b'] }),
    entityYaml('Group', 'team-a', {
      type: 'team',
      parent: 'engineering',
      children: [],
      members: ['alice'],
    }),
    entityYaml('Group', 'team-b', { type: 'team', parent: 'engineering', children: [] }),
    entityYaml('User', 'alice', { memberOf: ['team-a'] }, { title: 'Alice Example' }),
    entityYaml('User', 'bob', { memberOf: ['team-b'] }),
  ),
  'software.yaml': documents(
    entityYaml('Domain', 'payments', { owner: 'engineering' }),
    entityYaml('System', 'checkout', { owner: 'team-a', domain: 'payments' }),
    entityYaml(
      'Component',
      'cart-service',
      {
        type: 'service',
        lifecycle: 'production',
        owner: 'team-a',
        system: 'checkout',
        providesApis: ['cart-api'],
        consumesApis: ['prices-api'],
        dependsOn: ['resource:cart-db'],
      },
      { tags: ['java', 'Payments'], description: 'Keeps shopping carts' },
    ),
    entityYaml(
      'Component',
      'cart-worker',
      {
        type: 'worker',
        lifecycle: 'experimental',
        owner: 'team-a',
        subcomponentOf: 'cart-service',
      },
      { tags: ['java'] },
    ),
    entityYaml(
      'Component',
      'pricing-web',
      { type: 'website', lifecycle: 'production', owner: 'team-b', providesApis: ['prices-api'] },
      { tags: ['typescript'] },
    ),
    entityYaml('API', 'cart-api', {
      type: 'openapi',
      lifecycle: 'production',
      owner: 'team-a',
      system: 'checkout',
      definition: 'openapi: 3.0.0',
    }),
    entityYaml('API', 'prices-api', {
      type: 'grpc',
      lifecycle: 'production',
      owner: 'team-b',
      definition: 'syntax = "proto3";',
    }),
    entityYaml('Resource', 'cart-db', { type: 'database', owner: 'team-a', system: 'checkout' }),
  ),
};

/** Entities in organisationFiles, including the root Location (not the generated one). */
export const ORGANISATION_ENTITY_COUNT = 14;

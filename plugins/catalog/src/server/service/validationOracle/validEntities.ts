// Valid entities of every built-in kind, varied by a seeded random source: each optional field
// is there or not, and refs are written in different valid forms.
import type { SeededRandom } from './seededRandom';

export const BUILTIN_KINDS = [
  'Component',
  'API',
  'Resource',
  'System',
  'Domain',
  'Group',
  'User',
  'Location',
  'Template',
] as const;

export type BuiltinKind = (typeof BUILTIN_KINDS)[number];

export type Document = Record<string, unknown>;

const GROUP_REFS = ['team-a', 'group:team-a', 'group:default/team-a', 'payments/team-b'];
const OWNER_REFS = [...GROUP_REFS, 'user:jdoe', 'user:default/jdoe'];
const VALID_TAGS = ['java', 'c++', 'c#', 'front-end', 'lang:java', 'tier-1'];

function withOptional(rng: SeededRandom, fields: Record<string, unknown>): Document {
  return Object.fromEntries(Object.entries(fields).filter(() => rng.chance(0.5)));
}

function metadataFor(kind: BuiltinKind, index: number, rng: SeededRandom): Document {
  return {
    name: `${kind.toLowerCase()}-${index}`,
    ...withOptional(rng, {
      namespace: rng.pick(['default', 'payments', 'team-a-ns']),
      title: rng.pick(['Orders', 'The Orders Service']),
      description: rng.pick(['', 'Takes orders.']),
      labels: { 'example.com/tier': 'gold', empty: '' },
      annotations: { 'backstage.io/techdocs-ref': 'dir:.', 'example.com/any': 'a b: c' },
      tags: rng.sample(VALID_TAGS, 2),
      links: [{ url: 'https://example.com/docs', title: 'Docs', icon: 'docs', type: 'website' }],
      uid: '0d4b7c0e-1f2a-4b3c-8d9e-0a1b2c3d4e5f',
      etag: 'abc123',
    }),
  };
}

const SPECS: Record<BuiltinKind, (rng: SeededRandom) => Document> = {
  Component: rng => ({
    type: 'service',
    lifecycle: rng.pick(['production', 'experimental']),
    owner: rng.pick(OWNER_REFS),
    ...withOptional(rng, {
      system: rng.pick(['orders', 'system:orders', 'payments/orders']),
      subcomponentOf: 'orders-core',
      providesApis: ['orders-api'],
      consumesApis: ['api:payments/payments-api'],
      dependsOn: ['resource:orders-db', 'component:default/auth'],
      dependencyOf: ['component:checkout'],
    }),
  }),
  API: rng => ({
    type: 'openapi',
    lifecycle: 'production',
    owner: rng.pick(OWNER_REFS),
    definition: 'openapi: 3.0.0',
    ...withOptional(rng, { system: 'orders' }),
  }),
  Resource: rng => ({
    type: 'database',
    owner: rng.pick(OWNER_REFS),
    ...withOptional(rng, {
      system: 'orders',
      dependsOn: ['resource:disk'],
      dependencyOf: ['component:orders'],
    }),
  }),
  System: rng => ({
    owner: rng.pick(OWNER_REFS),
    ...withOptional(rng, { domain: 'commerce', type: 'product' }),
  }),
  Domain: rng => ({
    owner: rng.pick(OWNER_REFS),
    ...withOptional(rng, { subdomainOf: 'commerce', type: 'product-area' }),
  }),
  Group: rng => ({
    type: 'team',
    children: rng.pick([[], ['team-a-1'], ['group:payments/team-c']]),
    ...withOptional(rng, {
      parent: rng.pick(GROUP_REFS),
      members: ['jdoe', 'user:payments/asmith'],
      profile: { displayName: 'Team A', email: 'team-a@example.com', picture: 'https://x/a.png' },
    }),
  }),
  User: rng => ({
    memberOf: rng.pick([[], ['team-a'], ['group:payments/team-b', 'team-a']]),
    ...withOptional(rng, { profile: { displayName: 'Jenny Doe', email: 'jdoe@example.com' } }),
  }),
  Location: rng => ({
    ...withOptional(rng, {
      type: rng.pick(['url', 'file']),
      target: './catalog-info.yaml',
      targets: ['./a.yaml', './b.yaml'],
      presence: rng.pick(['required', 'optional']),
    }),
  }),
  Template: rng => ({
    type: 'service',
    steps: [
      { id: 'fetch', name: 'Fetch', action: 'fetch:template', input: { url: './skeleton' } },
      { action: 'publish:github', if: '${{ parameters.publish }}' },
    ],
    ...withOptional(rng, {
      owner: rng.pick(OWNER_REFS),
      lifecycle: 'production',
      parameters: rng.pick([
        { properties: { name: { type: 'string' } } },
        [{ title: 'Name', properties: { name: { type: 'string' } } }],
      ]),
      output: { links: [{ title: 'Repo', url: '${{ steps.publish.output.remoteUrl }}' }] },
    }),
  }),
};

export function apiVersionOf(kind: BuiltinKind): string {
  return kind === 'Template' ? 'scaffolder.backstage.io/v1beta3' : 'backstage.io/v1alpha1';
}

/** A valid entity of the kind; `index` keeps the names apart. */
export function validEntity(kind: BuiltinKind, index: number, rng: SeededRandom): Document {
  return {
    apiVersion: apiVersionOf(kind),
    kind,
    metadata: metadataFor(kind, index, rng),
    spec: SPECS[kind](rng),
  };
}

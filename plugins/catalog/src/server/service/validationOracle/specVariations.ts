// Values tried in the spec fields of each built-in kind, refs written in many forms.
import type { BuiltinKind } from './validEntities';
import { REMOVE, type Variation } from './Variation';

const REQUIRED_TEXT = [REMOVE, '', ' ', 'x', 5, true, null, [], {}, ['service']];
const OPTIONAL_TEXT = [REMOVE, 'x', '', ' ', 5, null, {}];

/** Refs in a field with a default kind (owner, system, ...). */
const REFS = [
  REMOVE,
  'team-a',
  'Group:Team-A',
  'group:default/team-a',
  'payments/team-a',
  'user:jdoe',
  'a:b:c',
  'payments/a:b',
  'group:ns/a/b',
  ' team-a ',
  'Team A!',
  'x'.repeat(100),
  ':team-a',
  'group:',
  '/team-a',
  'payments/',
  'group:/team-a',
  '',
  5,
  null,
  ['team-a'],
  { kind: 'Group', name: 'team-a' },
];

/** Lists of refs in a field with a default kind (providesApis, memberOf, ...). */
const REF_LISTS = [
  REMOVE,
  [],
  ['a'],
  ['api:default/a'],
  ['a:b:c', 'ns/a:b'],
  [' '],
  [':a'],
  ['api:'],
  ['ns/'],
  [''],
  [5],
  [null],
  [['a']],
  'a',
  '',
  null,
  [{ kind: 'API', name: 'a' }],
];

/** Lists of refs in a field without a default kind: every ref must name its kind. */
const KINDED_REF_LISTS = [
  REMOVE,
  [],
  ['resource:db'],
  ['db'],
  ['component:a:b'],
  ['component:'],
  [5],
];

/** Fields outside the kind's format whose refs still become relations (dependencyOf). */
const UNTYPED_REFS = [
  [],
  ['component:a'],
  ['a'],
  'component:a',
  'a',
  '',
  0,
  false,
  null,
  5,
  true,
  {},
  { kind: 'Component', name: 'a' },
  { kind: 'Component', name: 5 },
  [{ name: 'a' }],
  ['component:a', ''],
  [['component:a']],
  ['a:b:c'],
  [':a'],
];

const PROFILES = [
  REMOVE,
  {},
  { displayName: 'A', email: 'a@example.com', picture: 'https://x/a.png', extra: 1 },
  { email: '' },
  { picture: 5 },
  'x',
  null,
];

function spec(kind: BuiltinKind, field: string, values: readonly unknown[]): Variation {
  return { path: `spec.${field}`, across: 'each', kinds: [kind], values };
}

const TEMPLATE_VARIATIONS: readonly Variation[] = [
  spec('Template', 'type', REQUIRED_TEXT),
  spec('Template', 'owner', REFS),
  spec('Template', 'lifecycle', OPTIONAL_TEXT),
  spec('Template', 'steps', [
    REMOVE,
    [],
    'x',
    ['x'],
    [{}],
    [{ action: '' }],
    [{ action: 5 }],
    [{ action: 'a', id: 5, name: 'n' }],
    [{ action: 'a', input: [] }],
    [{ action: 'a', if: 1 }],
    [{ action: 'a', if: true }],
    [{ action: 'a', each: 5 }],
    [{ action: 'a', each: { a: 1 } }],
    [{ action: 'a', 'backstage:permissions': { tags: ['a'] } }],
    [{ action: 'a', 'backstage:permissions': { tags: [1] } }],
  ]),
  spec('Template', 'parameters', [
    {},
    [],
    [{}],
    'x',
    [3],
    { 'backstage:permissions': { tags: ['a'] } },
    { 'backstage:permissions': { tags: 'a' } },
  ]),
  spec('Template', 'output', [
    {},
    { links: [] },
    { links: [{ url: '' }] },
    { links: [{ title: 'x', url: 'https://x', if: false }] },
    { links: 'x' },
    { text: [{ title: 'Hello', content: '**hi**' }] },
    { text: [{ content: 5 }] },
    { repoUrl: '${{ steps.publish.output.remoteUrl }}' },
    { count: 5 },
    [],
  ]),
  spec('Template', 'secrets', [{ schema: {} }, { schema: 'x' }, 'x']),
  spec('Template', 'presentation', [
    { buttonLabels: { createButtonText: 'Go' } },
    { buttonLabels: { createButtonText: 5 } },
  ]),
  spec('Template', 'EXPERIMENTAL_formDecorators', [[{ id: 'a', input: {} }], [{ id: 5 }], 'x']),
];

export const SPEC_VARIATIONS: readonly Variation[] = [
  spec('Component', 'type', REQUIRED_TEXT),
  spec('Component', 'lifecycle', REQUIRED_TEXT),
  spec('Component', 'owner', REFS),
  spec('Component', 'system', REFS.slice(0, 10)),
  spec('Component', 'subcomponentOf', REFS.slice(10)),
  spec('Component', 'providesApis', REF_LISTS),
  spec('Component', 'consumesApis', REF_LISTS.slice(0, 6)),
  spec('Component', 'dependsOn', KINDED_REF_LISTS),
  spec('Component', 'dependencyOf', UNTYPED_REFS),
  spec('API', 'type', REQUIRED_TEXT),
  spec('API', 'lifecycle', REQUIRED_TEXT.slice(0, 4)),
  spec('API', 'owner', REFS),
  spec('API', 'definition', [...REQUIRED_TEXT, { $text: './openapi.yaml' }]),
  spec('API', 'system', REFS.slice(8)),
  spec('Resource', 'type', REQUIRED_TEXT),
  spec('Resource', 'owner', REFS),
  spec('Resource', 'system', REFS.slice(4, 14)),
  spec('Resource', 'dependsOn', KINDED_REF_LISTS),
  spec('Resource', 'dependencyOf', UNTYPED_REFS),
  spec('System', 'owner', REFS),
  spec('System', 'domain', REFS.slice(0, 12)),
  spec('System', 'type', OPTIONAL_TEXT),
  spec('Domain', 'owner', REFS),
  spec('Domain', 'subdomainOf', REFS.slice(6)),
  spec('Domain', 'type', OPTIONAL_TEXT),
  spec('Group', 'type', REQUIRED_TEXT),
  spec('Group', 'children', REF_LISTS),
  spec('Group', 'parent', REFS.slice(0, 14)),
  spec('Group', 'members', REF_LISTS.slice(4)),
  spec('Group', 'profile', PROFILES),
  spec('User', 'memberOf', REF_LISTS),
  spec('User', 'profile', PROFILES),
  spec('Location', 'type', OPTIONAL_TEXT),
  spec('Location', 'target', OPTIONAL_TEXT),
  spec('Location', 'targets', [REMOVE, [], ['./a.yaml'], [''], 'x', [5]]),
  spec('Location', 'presence', [REMOVE, 'required', 'optional', 'maybe', '', 5]),
  ...TEMPLATE_VARIATIONS,
];

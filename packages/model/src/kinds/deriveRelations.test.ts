import { describe, expect, it } from 'vitest';
import type { Entity, JsonObject } from '../entity/Entity';
import { stringifyEntityRef } from '../entity/entityRef';
import { deriveRelations } from './deriveRelations';

function entity(kind: string, spec: JsonObject, apiVersion = 'backstage.io/v1alpha1'): Entity {
  return { apiVersion, kind, metadata: { name: 'me', namespace: 'ns' }, spec };
}

/** Relations as `source type target` lines, which read like the rules they test. */
function lines(subject: Entity): string[] {
  return deriveRelations(subject).relations.map(
    ({ source, type, target }) =>
      `${stringifyEntityRef(source)} ${type} ${stringifyEntityRef(target)}`,
  );
}

describe('deriveRelations', () => {
  describe('Component', () => {
    it.each([
      [
        'owner',
        'team-a',
        'component:ns/me ownedBy group:ns/team-a',
        'group:ns/team-a ownerOf component:ns/me',
      ],
      [
        'system',
        'shop',
        'component:ns/me partOf system:ns/shop',
        'system:ns/shop hasPart component:ns/me',
      ],
      [
        'subcomponentOf',
        'web',
        'component:ns/me partOf component:ns/web',
        'component:ns/web hasPart component:ns/me',
      ],
    ])('turns spec.%s into a relation and its reverse', (field, ref, forward, reverse) => {
      expect(lines(entity('Component', { [field]: ref }))).toEqual([forward, reverse]);
    });

    it.each([
      [
        'providesApis',
        'orders',
        'component:ns/me providesApi api:ns/orders',
        'api:ns/orders apiProvidedBy component:ns/me',
      ],
      [
        'consumesApis',
        'orders',
        'component:ns/me consumesApi api:ns/orders',
        'api:ns/orders apiConsumedBy component:ns/me',
      ],
      [
        'dependsOn',
        'resource:db',
        'component:ns/me dependsOn resource:ns/db',
        'resource:ns/db dependencyOf component:ns/me',
      ],
      [
        'dependencyOf',
        'component:web',
        'component:ns/me dependencyOf component:ns/web',
        'component:ns/web dependsOn component:ns/me',
      ],
    ])(
      'turns each ref in spec.%s into a relation and its reverse',
      (field, ref, forward, reverse) => {
        expect(lines(entity('Component', { [field]: [ref] }))).toEqual([forward, reverse]);
      },
    );

    it('requires a kind in dependsOn and dependencyOf', () => {
      const result = deriveRelations(
        entity('Component', { dependsOn: ['db'], dependencyOf: ['web'] }),
      );
      expect(result.relations).toEqual([]);
      expect(result.problems).toEqual([
        {
          path: 'spec.dependsOn.0',
          message:
            'db is not a valid entity ref: Entity reference had no kind, e.g. component:name',
        },
        {
          path: 'spec.dependencyOf.0',
          message:
            'web is not a valid entity ref: Entity reference had no kind, e.g. component:name',
        },
      ]);
    });
  });

  it('derives API relations', () => {
    expect(lines(entity('API', { owner: 'team-a', system: 'shop' }))).toEqual([
      'api:ns/me ownedBy group:ns/team-a',
      'group:ns/team-a ownerOf api:ns/me',
      'api:ns/me partOf system:ns/shop',
      'system:ns/shop hasPart api:ns/me',
    ]);
  });

  it('derives Resource relations', () => {
    expect(
      lines(
        entity('Resource', {
          owner: 'team-a',
          system: 'shop',
          dependsOn: ['resource:disk'],
          dependencyOf: ['component:web'],
        }),
      ),
    ).toEqual([
      'resource:ns/me ownedBy group:ns/team-a',
      'group:ns/team-a ownerOf resource:ns/me',
      'resource:ns/me partOf system:ns/shop',
      'system:ns/shop hasPart resource:ns/me',
      'resource:ns/me dependsOn resource:ns/disk',
      'resource:ns/disk dependencyOf resource:ns/me',
      'resource:ns/me dependencyOf component:ns/web',
      'component:ns/web dependsOn resource:ns/me',
    ]);
  });

  it('derives System relations', () => {
    expect(lines(entity('System', { owner: 'team-a', domain: 'commerce' }))).toEqual([
      'system:ns/me ownedBy group:ns/team-a',
      'group:ns/team-a ownerOf system:ns/me',
      'system:ns/me partOf domain:ns/commerce',
      'domain:ns/commerce hasPart system:ns/me',
    ]);
  });

  it('derives Domain relations', () => {
    expect(lines(entity('Domain', { owner: 'team-a', subdomainOf: 'business' }))).toEqual([
      'domain:ns/me ownedBy group:ns/team-a',
      'group:ns/team-a ownerOf domain:ns/me',
      'domain:ns/me partOf domain:ns/business',
      'domain:ns/business hasPart domain:ns/me',
    ]);
  });

  it('derives User relations', () => {
    expect(lines(entity('User', { memberOf: ['team-a', 'other/team-b'] }))).toEqual([
      'user:ns/me memberOf group:ns/team-a',
      'group:ns/team-a hasMember user:ns/me',
      'user:ns/me memberOf group:other/team-b',
      'group:other/team-b hasMember user:ns/me',
    ]);
  });

  it('derives Group relations', () => {
    expect(
      lines(entity('Group', { type: 'team', parent: 'org', children: ['sub'], members: ['jdoe'] })),
    ).toEqual([
      'group:ns/me childOf group:ns/org',
      'group:ns/org parentOf group:ns/me',
      'group:ns/me parentOf group:ns/sub',
      'group:ns/sub childOf group:ns/me',
      'group:ns/me hasMember user:ns/jdoe',
      'user:ns/jdoe memberOf group:ns/me',
    ]);
  });

  it('derives Template relations', () => {
    expect(
      lines(entity('Template', { owner: 'team-a' }, 'scaffolder.backstage.io/v1beta3')),
    ).toEqual(['template:ns/me ownedBy group:ns/team-a', 'group:ns/team-a ownerOf template:ns/me']);
  });

  it('derives nothing for a Location', () => {
    expect(deriveRelations(entity('Location', { target: './a.yaml' }))).toEqual({
      relations: [],
      problems: [],
    });
  });

  it('keeps kinds and namespaces given in the ref', () => {
    expect(lines(entity('Component', { owner: 'user:people/jdoe' }))).toEqual([
      'component:ns/me ownedBy user:people/jdoe',
      'user:people/jdoe ownerOf component:ns/me',
    ]);
  });

  it('defaults the namespace to "default" for an entity without one', () => {
    const subject: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name: 'me' },
      spec: { owner: 'team-a' },
    };
    expect(deriveRelations(subject).relations[0]).toEqual({
      source: { kind: 'Component', namespace: 'default', name: 'me' },
      type: 'ownedBy',
      target: { kind: 'Group', namespace: 'default', name: 'team-a' },
    });
  });

  it('drops duplicate relations, comparing refs case-insensitively', () => {
    expect(
      lines(entity('Component', { dependsOn: ['resource:db', 'Resource:ns/DB'], owner: 'x' })),
    ).toEqual([
      'component:ns/me ownedBy group:ns/x',
      'group:ns/x ownerOf component:ns/me',
      'component:ns/me dependsOn resource:ns/db',
      'resource:ns/db dependencyOf component:ns/me',
    ]);
  });

  it('derives only from built-in kinds spelled exactly', () => {
    expect(lines(entity('component', { owner: 'team-a' }))).toEqual([]);
  });

  it('reads refs as leniently as Backstage: the name is whatever follows kind and namespace', () => {
    expect(lines(entity('Component', { owner: 'a:b:c', system: 'ns/a:b' }))).toEqual([
      'component:ns/me ownedBy a:ns/b:c',
      'a:ns/b:c ownerOf component:ns/me',
      'component:ns/me partOf system:ns/a:b',
      'system:ns/a:b hasPart component:ns/me',
    ]);
  });

  it('turns refs with an empty part or of no kind into problems with the spec 001 §5 message', () => {
    const result = deriveRelations(
      entity('Component', { owner: 'group:', providesApis: ['ok', 5, 'x/', ''] }),
    );
    expect(result.relations).toHaveLength(2);
    expect(result.problems).toEqual([
      {
        path: 'spec.owner',
        message:
          'group: is not a valid entity ref: Entity reference "group:" was not on the form [<kind>:][<namespace>/]<name>',
      },
      {
        path: 'spec.providesApis.1',
        message:
          '5 is not a valid entity ref: Entity reference must be text or kind, namespace and name',
      },
      {
        path: 'spec.providesApis.2',
        message:
          'x/ is not a valid entity ref: Entity reference "x/" was not on the form [<kind>:][<namespace>/]<name>',
      },
      {
        path: 'spec.providesApis.3',
        message: '"" is not a valid entity ref: Entity reference must not be empty',
      },
    ]);
  });

  it('reads a single ref where a list is expected, and nothing from an empty value', () => {
    expect(lines(entity('Resource', { dependencyOf: 'component:web', dependsOn: '' }))).toEqual([
      'resource:ns/me dependencyOf component:ns/web',
      'component:ns/web dependsOn resource:ns/me',
    ]);
    expect(deriveRelations(entity('Resource', { dependencyOf: null })).problems).toEqual([]);
  });

  it('derives nothing for unknown kinds, other apiVersions or a missing spec', () => {
    const none = { relations: [], problems: [] };
    expect(deriveRelations(entity('Service', { owner: 'team-a' }))).toEqual(none);
    expect(deriveRelations(entity('Component', { owner: 'team-a' }, 'example.com/v1'))).toEqual(
      none,
    );
    expect(deriveRelations({ ...entity('Component', {}), spec: undefined })).toEqual(none);
  });
});

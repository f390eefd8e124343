import { describe, expect, it } from 'vitest';
import { InputError } from '../errors';
import type { Entity } from './Entity';
import {
  entityRefsEqual,
  getCompoundEntityRef,
  invalidEntityRefMessage,
  isValidEntityRefString,
  normalizeEntityRef,
  parseEntityRef,
  stringifyEntityRef,
} from './entityRef';

const entity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'My-Service', namespace: 'Payments' },
};

function parseError(run: () => unknown): InputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

describe('parseEntityRef', () => {
  it('parses the full form', () => {
    expect(parseEntityRef('component:payments/my-service')).toEqual({
      kind: 'component',
      namespace: 'payments',
      name: 'my-service',
    });
  });

  it('keeps the case of every part', () => {
    expect(parseEntityRef('Component:Payments/My-Service')).toEqual({
      kind: 'Component',
      namespace: 'Payments',
      name: 'My-Service',
    });
  });

  it('defaults the namespace to "default"', () => {
    expect(parseEntityRef('group:team-a')).toEqual({
      kind: 'group',
      namespace: 'default',
      name: 'team-a',
    });
  });

  it('uses the default kind and namespace from the context', () => {
    expect(parseEntityRef('team-a', { defaultKind: 'Group', defaultNamespace: 'org' })).toEqual({
      kind: 'Group',
      namespace: 'org',
      name: 'team-a',
    });
    expect(parseEntityRef('ns/team-a', { defaultKind: 'Group' })).toEqual({
      kind: 'Group',
      namespace: 'ns',
      name: 'team-a',
    });
  });

  it('prefers the parts given in the ref over the context', () => {
    expect(
      parseEntityRef('user:people/jdoe', { defaultKind: 'Group', defaultNamespace: 'org' }),
    ).toEqual({ kind: 'user', namespace: 'people', name: 'jdoe' });
  });

  it('accepts parts, filling in the defaults', () => {
    expect(parseEntityRef({ name: 'jdoe' }, { defaultKind: 'User' })).toEqual({
      kind: 'User',
      namespace: 'default',
      name: 'jdoe',
    });
    expect(parseEntityRef({ kind: 'API', namespace: 'ns', name: 'orders' })).toEqual({
      kind: 'API',
      namespace: 'ns',
      name: 'orders',
    });
  });

  it.each([[''], [undefined], [null], [42]])('rejects %j as empty', value => {
    expect(parseError(() => parseEntityRef(value as string)).message).toBe(
      'Entity reference must not be empty',
    );
  });

  it.each([
    [':name'],
    ['kind:'],
    ['/name'],
    ['ns/'],
    ['kind:/name'],
    ['kind:ns/'],
    [':/'],
    ['a:b:c'],
    ['a/b/c'],
    ['kind:ns/a/b'],
    ['kind:ns/a:b'],
    ['ns/kind:name'],
    ['kind:ns:x/name'],
  ])('rejects %j as not on the form', ref => {
    expect(parseError(() => parseEntityRef(ref, { defaultKind: 'Group' })).message).toBe(
      `Entity reference "${ref}" was not on the form [<kind>:][<namespace>/]<name>`,
    );
  });

  it('names a missing kind', () => {
    expect(parseError(() => parseEntityRef('team-a')).message).toBe(
      'Entity reference "team-a" had no kind (give it as kind:name or choose a default kind)',
    );
    expect(parseError(() => parseEntityRef('ns/team-a', { defaultKind: '' })).message).toBe(
      'Entity reference "ns/team-a" had no kind (give it as kind:name or choose a default kind)',
    );
    expect(parseError(() => parseEntityRef({ kind: '', name: 'x' })).message).toBe(
      'Entity reference "x" had no kind (give it as kind:name or choose a default kind)',
    );
  });

  it('names a missing namespace only when the default namespace is explicitly empty', () => {
    expect(parseError(() => parseEntityRef('group:team-a', { defaultNamespace: '' })).message).toBe(
      'Entity reference "group:team-a" had no namespace',
    );
    expect(
      parseError(() => parseEntityRef({ kind: 'Group', namespace: '', name: 'a' })).message,
    ).toBe('Entity reference "Group:a" had no namespace');
  });

  it('names a missing name in the parts form', () => {
    expect(parseError(() => parseEntityRef({ kind: 'Group', name: '' })).message).toBe(
      'Entity reference "Group:" had no name',
    );
    expect(
      parseError(() => parseEntityRef({ kind: 'Group' } as unknown as { name: string })).message,
    ).toBe('Entity reference "Group:" had no name');
  });
});

describe('stringifyEntityRef', () => {
  it('lower-cases kind and namespace but keeps the name', () => {
    expect(
      stringifyEntityRef({ kind: 'Component', namespace: 'Payments', name: 'My-Service' }),
    ).toBe('component:payments/My-Service');
  });

  it('takes an entity, defaulting its namespace', () => {
    expect(stringifyEntityRef(entity)).toBe('component:payments/My-Service');
    expect(stringifyEntityRef({ ...entity, metadata: { name: 'x' } })).toBe('component:default/x');
  });

  it('defaults an empty namespace', () => {
    expect(stringifyEntityRef({ kind: 'Group', namespace: '', name: 'a' })).toBe('group:default/a');
  });

  it.each([['component:default/my-service'], ['api:payments/Orders'], ['group:org/team-a.b_c']])(
    'round-trips %s',
    ref => {
      expect(stringifyEntityRef(parseEntityRef(ref))).toBe(ref);
    },
  );

  it('turns short refs into the canonical form', () => {
    expect(stringifyEntityRef(parseEntityRef('Team-A', { defaultKind: 'Group' }))).toBe(
      'group:default/Team-A',
    );
  });
});

describe('normalizeEntityRef', () => {
  it('lower-cases everything', () => {
    expect(normalizeEntityRef(entity)).toBe('component:payments/my-service');
    expect(normalizeEntityRef({ kind: 'API', namespace: 'NS', name: 'Orders' })).toBe(
      'api:ns/orders',
    );
  });

  it('parses text refs with the context', () => {
    expect(normalizeEntityRef('Team-A', { defaultKind: 'Group' })).toBe('group:default/team-a');
    expect(() => normalizeEntityRef('Team-A')).toThrow(InputError);
  });
});

describe('getCompoundEntityRef', () => {
  it('reads kind, namespace and name from the entity', () => {
    expect(getCompoundEntityRef(entity)).toEqual({
      kind: 'Component',
      namespace: 'Payments',
      name: 'My-Service',
    });
  });

  it('defaults the namespace', () => {
    expect(getCompoundEntityRef({ ...entity, metadata: { name: 'x' } }).namespace).toBe('default');
  });
});

describe('entityRefsEqual', () => {
  it('compares case-insensitively across forms', () => {
    expect(entityRefsEqual(entity, 'COMPONENT:payments/my-service')).toBe(true);
    expect(
      entityRefsEqual({ kind: 'component', namespace: 'payments', name: 'MY-SERVICE' }, entity),
    ).toBe(true);
    expect(entityRefsEqual('group:a', 'Group:default/A')).toBe(true);
  });

  it('tells different refs apart', () => {
    expect(entityRefsEqual('group:a', 'group:b')).toBe(false);
    expect(entityRefsEqual('group:a', 'user:a')).toBe(false);
    expect(entityRefsEqual('group:ns/a', 'group:a')).toBe(false);
  });

  it('treats an unparsable text ref as equal to nothing', () => {
    expect(entityRefsEqual('a', 'a')).toBe(false);
    expect(entityRefsEqual('', entity)).toBe(false);
  });
});

describe('isValidEntityRefString', () => {
  it.each([['name'], ['ns/name'], ['kind:name'], ['kind:ns/name']])('accepts %s', ref => {
    expect(isValidEntityRefString(ref)).toBe(true);
  });

  it.each([[''], ['kind:'], [':x'], ['a/b/c'], ['a:b:c'], [undefined], [3], [{ name: 'x' }]])(
    'rejects %j',
    ref => {
      expect(isValidEntityRefString(ref)).toBe(false);
    },
  );
});

describe('invalidEntityRefMessage', () => {
  it('uses the spec 001 §5 wording', () => {
    expect(invalidEntityRefMessage('a:b:c')).toBe('a:b:c is not a valid entity ref');
  });

  it('renders values that are not text', () => {
    expect(invalidEntityRefMessage(42)).toBe('42 is not a valid entity ref');
    expect(invalidEntityRefMessage(undefined)).toBe('undefined is not a valid entity ref');
    expect(invalidEntityRefMessage('')).toBe('"" is not a valid entity ref');
  });
});

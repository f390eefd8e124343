import { describe, expect, it } from 'vitest';
import { parseRelationTarget } from './parseRelationTarget';

const defaults = { defaultKind: 'Group', defaultNamespace: 'ns' };

describe('parseRelationTarget', () => {
  it.each([
    ['team-a', { kind: 'Group', namespace: 'ns', name: 'team-a' }],
    ['user:jdoe', { kind: 'user', namespace: 'ns', name: 'jdoe' }],
    ['other/team-a', { kind: 'Group', namespace: 'other', name: 'team-a' }],
    ['Group:Default/Team-A', { kind: 'Group', namespace: 'Default', name: 'Team-A' }],
    ['a:b:c', { kind: 'a', namespace: 'ns', name: 'b:c' }],
    ['ns2/a:b', { kind: 'Group', namespace: 'ns2', name: 'a:b' }],
    ['group:ns2/a/b', { kind: 'group', namespace: 'ns2', name: 'a/b' }],
    [' team-a ', { kind: 'Group', namespace: 'ns', name: ' team-a ' }],
    [
      { kind: 'User', name: 'jdoe' },
      { kind: 'User', namespace: 'ns', name: 'jdoe' },
    ],
  ])('reads %j as Backstage does', (value, ref) => {
    expect(parseRelationTarget(value, defaults)).toEqual({ ok: true, ref });
  });

  it.each([
    ['', 'Entity reference must not be empty'],
    [null, 'Entity reference must not be empty'],
    ['group:', 'Entity reference "group:" was not on the form [<kind>:][<namespace>/]<name>'],
    [':team', 'Entity reference ":team" was not on the form [<kind>:][<namespace>/]<name>'],
    ['/team', 'Entity reference "/team" was not on the form [<kind>:][<namespace>/]<name>'],
    ['ns/', 'Entity reference "ns/" was not on the form [<kind>:][<namespace>/]<name>'],
    ['group:/x', 'Entity reference "group:/x" was not on the form [<kind>:][<namespace>/]<name>'],
    [5, 'Entity reference must be text or kind, namespace and name'],
    [{ kind: 'User' }, 'Entity reference had no name'],
    [{ kind: 'User', name: 5 }, 'Entity reference had no name'],
    [{ kind: '', name: 'x' }, 'Entity reference had no kind, e.g. component:name'],
  ])('refuses %j', (value, reason) => {
    expect(parseRelationTarget(value, defaults)).toEqual({ ok: false, reason });
  });

  it('needs a kind when the field has no default kind', () => {
    expect(parseRelationTarget('db', { defaultNamespace: 'ns' })).toEqual({
      ok: false,
      reason: 'Entity reference had no kind, e.g. component:name',
    });
  });
});

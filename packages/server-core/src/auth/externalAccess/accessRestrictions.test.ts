import { catalogPermissions } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { permitsPermission, restrictionsForPlugin } from './accessRestrictions';

describe('access restrictions', () => {
  const entries = [
    { plugin: 'catalog', permission: ['catalog.entity.read'] },
    { plugin: 'catalog', permission: ['catalog.location.create'] },
    { plugin: 'scaffolder', permissionAttribute: { action: ['read'] } },
    { plugin: 'techdocs' },
  ];

  it('adds up the entries of the plugin called, and refuses other plugins', () => {
    expect(restrictionsForPlugin(entries, 'catalog')).toEqual({
      permissionNames: ['catalog.entity.read', 'catalog.location.create'],
    });
    expect(restrictionsForPlugin(entries, 'scaffolder')).toEqual({
      permissionAttributes: { action: ['read'] },
    });
    expect(restrictionsForPlugin(entries, 'techdocs')).toEqual({});
    expect(restrictionsForPlugin(entries, 'kubernetes')).toBeUndefined();
  });

  it('leaves open only the permissions and actions listed', () => {
    const catalog = restrictionsForPlugin(entries, 'catalog');
    expect(permitsPermission(catalog, catalogPermissions.entityRead)).toBe(true);
    expect(permitsPermission(catalog, catalogPermissions.entityDelete)).toBe(false);
    const reads = restrictionsForPlugin(entries, 'scaffolder');
    expect(permitsPermission(reads, catalogPermissions.entityRead)).toBe(true);
    expect(permitsPermission(reads, catalogPermissions.locationCreate)).toBe(false);
    expect(permitsPermission(undefined, catalogPermissions.entityDelete)).toBe(true);
  });
});

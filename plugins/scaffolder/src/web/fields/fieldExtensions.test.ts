import { describe, expect, it } from 'vitest';
import { builtinFieldExtensions } from './builtinFieldExtensions';
import { createFieldExtensionRegistry } from './fieldExtensions';

describe('createFieldExtensionRegistry', () => {
  it('knows the built-in field extensions by name', () => {
    const registry = createFieldExtensionRegistry(builtinFieldExtensions);
    expect(registry.list.map(extension => extension.name)).toEqual([
      'EntityPicker',
      'MultiEntityPicker',
      'OwnerPicker',
      'MyGroupsPicker',
      'EntityNamePicker',
      'EntityTagsPicker',
      'RepoUrlPicker',
      'RepoBranchPicker',
      'Secret',
    ]);
    expect(Object.keys(registry.fields)).toHaveLength(9);
  });

  it('lets a later extension replace a built-in of the same name', () => {
    const custom = { name: 'Secret', component: () => null };
    const registry = createFieldExtensionRegistry([...builtinFieldExtensions, custom]);
    expect(registry.get('Secret')).toBe(custom);
    expect(registry.list).toHaveLength(9);
  });
});

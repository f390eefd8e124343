import { describe, expect, it } from 'vitest';
import {
  entityRefValidation,
  readEntityPickerOptions,
  refFromInput,
  shortRef,
  validateEntityRef,
} from './entityPickerOptions';

describe('readEntityPickerOptions', () => {
  it('reads catalogFilter as one object or a list, and allows free text by default', () => {
    expect(
      readEntityPickerOptions({ catalogFilter: { kind: 'Component', 'spec.type': ['service'] } }),
    ).toEqual({
      catalogFilter: [{ kind: 'Component', 'spec.type': ['service'] }],
      defaultKind: undefined,
      defaultNamespace: undefined,
      allowArbitraryValues: true,
    });
    expect(
      readEntityPickerOptions({
        catalogFilter: [{ kind: 'Group' }, { 'metadata.annotations.x': { exists: true } }],
        allowArbitraryValues: false,
        defaultNamespace: false,
      }),
    ).toMatchObject({
      catalogFilter: [{ kind: 'Group' }, { 'metadata.annotations.x': { exists: true } }],
      allowArbitraryValues: false,
      defaultNamespace: false,
    });
  });

  it('still honours the deprecated allowedKinds, and falls back to the given defaults', () => {
    expect(readEntityPickerOptions({ allowedKinds: ['System'] }).catalogFilter).toEqual([
      { kind: ['System'] },
    ]);
    expect(
      readEntityPickerOptions(
        {},
        { catalogFilter: [{ kind: ['Group', 'User'] }], defaultKind: 'Group' },
      ),
    ).toMatchObject({ catalogFilter: [{ kind: ['Group', 'User'] }], defaultKind: 'Group' });
  });
});

describe('refFromInput and shortRef', () => {
  const options = readEntityPickerOptions({ defaultKind: 'Group', defaultNamespace: 'default' });

  it('completes typed refs with the defaults', () => {
    expect(refFromInput('team-a', options)).toBe('group:default/team-a');
    expect(refFromInput(' user:ops/jo ', options)).toBe('user:ops/jo');
    expect(refFromInput('', options)).toBe('');
  });

  it('keeps text that cannot be completed, for validation to explain', () => {
    expect(refFromInput('team-a', readEntityPickerOptions({}))).toBe('team-a');
  });

  it('drops the parts the defaults imply when showing a ref', () => {
    expect(shortRef('group:default/team-a', options)).toBe('team-a');
    expect(shortRef('user:ops/jo', options)).toBe('user:ops/jo');
  });
});

describe('validateEntityRef', () => {
  it('uses the wording of spec 001 §5', () => {
    const errors: string[] = [];
    validateEntityRef('group:', message => errors.push(message));
    validateEntityRef('group:default/team-a', message => errors.push(message));
    validateEntityRef(undefined, message => errors.push(message));
    expect(errors).toEqual(['group: is not a valid entity ref']);
  });
});

describe('entityRefValidation', () => {
  it('names the part a ref lacks once the picker defaults are applied', () => {
    const errors: string[] = [];
    const validate = entityRefValidation();
    const check = (value: unknown, options: Record<string, unknown>) =>
      validate(
        value,
        { addError: message => errors.push(message) },
        {
          uiSchema: { 'ui:options': options },
        },
      );
    check('team-a', { defaultKind: 'Group' });
    check('group:team-a', { defaultNamespace: false });
    check('team-a', {});
    check(['group:default/a', 'b'], { defaultKind: 'Group' });
    expect(errors).toEqual([
      'Entity reference "group:team-a" had no namespace',
      'Entity reference "team-a" had no kind (give it as kind:name or choose a default kind)',
    ]);
  });
});

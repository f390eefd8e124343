/** What the explorer starts a field with: the value type it stores and example `ui:options`. */
export interface FieldSample {
  schema: Record<string, unknown>;
  options: string;
}

const STRING: Record<string, unknown> = { type: 'string' };
const STRING_LIST: Record<string, unknown> = { type: 'array', items: { type: 'string' } };

const SAMPLES: Record<string, FieldSample> = {
  EntityPicker: {
    schema: STRING,
    options:
      'catalogFilter:\n  kind: [Component, API]\ndefaultKind: Component\nallowArbitraryValues: true\n',
  },
  MultiEntityPicker: { schema: STRING_LIST, options: 'catalogFilter:\n  kind: Component\n' },
  OwnerPicker: { schema: STRING, options: 'catalogFilter:\n  kind: [Group, User]\n' },
  MyGroupsPicker: { schema: STRING, options: '{}\n' },
  EntityNamePicker: { schema: STRING, options: '{}\n' },
  EntityTagsPicker: {
    schema: STRING_LIST,
    options: 'kinds: [Component]\nhelperText: Add tags that describe the component\n',
  },
  RepoUrlPicker: {
    schema: STRING,
    options: 'allowedHosts:\n  - github.com\nallowedOwners:\n  - acme\n',
  },
  RepoBranchPicker: { schema: STRING, options: 'repoUrlField: repoUrl\n' },
  Secret: { schema: STRING, options: '{}\n' },
};

/** An extension the explorer does not know gets a text value and no options. */
export function fieldSample(name: string): FieldSample {
  return SAMPLES[name] ?? { schema: STRING, options: '{}\n' };
}

/**
 * Field selectors (`?fieldSelector=involvedObject.name=web-0,type!=Normal`): equality on dotted
 * paths. A real server supports a fixed set of fields per kind; the fake accepts any path, which
 * covers every selector the plugin sends (`involvedObject.name`, `metadata.namespace`).
 */

export interface FieldRequirement {
  path: string[];
  equals: boolean;
  value: string;
}

const FORM = /^([^!=\s]+)\s*(==|=|!=)\s*(.*)$/;

export function parseFieldSelector(selector: string): FieldRequirement[] {
  return selector
    .split(',')
    .map(part => part.trim())
    .filter(part => part !== '')
    .map(part => {
      const match = FORM.exec(part);
      if (!match) throw new Error(`invalid selector: '${part}'; can't understand '${part}'`);
      return {
        path: (match[1] ?? '').split('.'),
        equals: match[2] !== '!=',
        value: match[3] ?? '',
      };
    });
}

function valueAt(object: unknown, path: string[]): string {
  let current: unknown = object;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return '';
    current = (current as Record<string, unknown>)[key];
  }
  return current === undefined || current === null ? '' : String(current);
}

export function matchesFields(requirements: FieldRequirement[], object: unknown): boolean {
  return requirements.every(
    requirement => (valueAt(object, requirement.path) === requirement.value) === requirement.equals,
  );
}

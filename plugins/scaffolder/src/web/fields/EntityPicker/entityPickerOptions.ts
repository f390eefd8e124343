import {
  invalidEntityRefMessage,
  isValidEntityRefString,
  parseEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import type { CatalogFilter, CatalogFilterValue } from './catalogFilter';
import { uiOptionsOf } from '../uiOptions';

/** Spec 001 §5 "Entity pickers": the `ui:options` an entity picker reads. */
export interface EntityPickerOptions {
  catalogFilter: CatalogFilter[];
  defaultKind?: string;
  /** `false` asks for refs that name their namespace. */
  defaultNamespace?: string | false;
  allowArbitraryValues: boolean;
}

function isFilterValue(value: unknown): value is CatalogFilterValue {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(item => typeof item === 'string');
  return (
    typeof value === 'object' && value !== null && (value as { exists?: unknown }).exists === true
  );
}

function toFilter(value: unknown): CatalogFilter | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([, item]) => isFilterValue(item));
  return Object.fromEntries(entries) as CatalogFilter;
}

export interface EntityPickerDefaults {
  catalogFilter?: CatalogFilter[];
  defaultKind?: string;
}

export function readEntityPickerOptions(
  options: Record<string, unknown>,
  defaults: EntityPickerDefaults = {},
): EntityPickerOptions {
  const given = options['catalogFilter'];
  let catalogFilter = (Array.isArray(given) ? given : given === undefined ? [] : [given])
    .map(toFilter)
    .filter((filter): filter is CatalogFilter => filter !== undefined);
  // `allowedKinds` is deprecated in favour of `catalogFilter: { kind: [...] }`, but still honoured.
  const allowedKinds = options['allowedKinds'];
  if (Array.isArray(allowedKinds) && allowedKinds.length > 0) {
    const kind = allowedKinds.filter((item): item is string => typeof item === 'string');
    catalogFilter = catalogFilter.length
      ? catalogFilter.map(filter => ({ ...filter, kind }))
      : [{ kind }];
  }
  if (catalogFilter.length === 0 && defaults.catalogFilter) catalogFilter = defaults.catalogFilter;
  const defaultNamespace = options['defaultNamespace'];
  const defaultKind = options['defaultKind'];
  const allowArbitraryValues = options['allowArbitraryValues'];
  return {
    catalogFilter,
    defaultKind: typeof defaultKind === 'string' ? defaultKind : defaults.defaultKind,
    defaultNamespace:
      typeof defaultNamespace === 'string' || defaultNamespace === false
        ? defaultNamespace
        : undefined,
    allowArbitraryValues: typeof allowArbitraryValues === 'boolean' ? allowArbitraryValues : true,
  };
}

/**
 * A typed ref as the picker stores it: the full `kind:namespace/name` when the defaults complete
 * it, the text as typed otherwise (validation then says what is wrong).
 */
export function refFromInput(text: string, options: EntityPickerOptions): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  try {
    return stringifyEntityRef(
      parseEntityRef(trimmed, {
        defaultKind: options.defaultKind,
        defaultNamespace: options.defaultNamespace === false ? '' : options.defaultNamespace,
      }),
    );
  } catch {
    return trimmed;
  }
}

/** An entity as an option: its ref, shortened where the picker's defaults make parts implicit. */
export function entityOptionLabel(entity: Entity, options: EntityPickerOptions): string {
  const title =
    entity.metadata.title ?? (entity.spec?.['profile'] as { displayName?: unknown })?.displayName;
  const ref = shortRef(stringifyEntityRef(entity), options);
  return typeof title === 'string' && title !== '' ? `${title} (${ref})` : ref;
}

export function shortRef(ref: string, options: EntityPickerOptions): string {
  try {
    const parsed = parseEntityRef(ref);
    const kind =
      options.defaultKind && parsed.kind.toLowerCase() === options.defaultKind.toLowerCase()
        ? ''
        : `${parsed.kind.toLowerCase()}:`;
    const namespace =
      parsed.namespace.toLowerCase() === (options.defaultNamespace || 'default').toLowerCase()
        ? ''
        : `${parsed.namespace}/`;
    return `${kind}${namespace}${parsed.name}`;
  } catch {
    return ref;
  }
}

/**
 * Spec 001 §5: an entity-ref field must parse, else '{value} is not a valid entity ref'; with the
 * picker's defaults applied it must name a kind, namespace and name, else the missing part is named.
 */
export function validateEntityRef(
  value: unknown,
  addError: (message: string) => void,
  options?: EntityPickerOptions,
): void {
  if (value === undefined || value === '') return;
  if (!isValidEntityRefString(value)) {
    addError(invalidEntityRefMessage(value));
    return;
  }
  if (!options) return;
  try {
    parseEntityRef(value as string, {
      defaultKind: options.defaultKind,
      defaultNamespace: options.defaultNamespace === false ? '' : options.defaultNamespace,
    });
  } catch (error) {
    addError((error as Error).message);
  }
}

/** The validation of a picker: its `ui:options` (over `defaults`) decide what a ref may omit. */
export function entityRefValidation(defaults?: EntityPickerDefaults) {
  return (
    value: unknown,
    validation: { addError: (message: string) => void },
    context: { uiSchema: Record<string, unknown> },
  ) => {
    const options = readEntityPickerOptions(uiOptionsOf(context), defaults);
    for (const item of Array.isArray(value) ? value : [value]) {
      validateEntityRef(item, validation.addError, options);
    }
  };
}

import type { BuiltinKind } from './validEntities';

/** Put in place of a value to remove the field instead. */
export const REMOVE = Symbol('remove');

/** One field of an entity and the values (valid and broken) tried there. */
export interface Variation {
  /** Dotted path of the field, e.g. `metadata.tags`; '' replaces the whole document. */
  path: string;
  values: readonly unknown[] | ((kind: BuiltinKind) => readonly unknown[]);
  /** `each`: every value is tried on every kind; `one`: each value on one kind, in turn. */
  across: 'each' | 'one';
  /** The kinds it applies to; every built-in kind when absent. */
  kinds?: readonly BuiltinKind[];
}

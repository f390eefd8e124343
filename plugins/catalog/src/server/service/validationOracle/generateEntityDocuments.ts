// Deterministic entity documents for comparing verdicts: valid entities of every built-in kind,
// each known field changed to valid and broken values one at a time, and random combinations of
// those changes. The same seed always gives the same documents.
import { isDeepStrictEqual } from 'node:util';
import { ENVELOPE_VARIATIONS } from './envelopeVariations';
import { createSeededRandom, type SeededRandom } from './seededRandom';
import { SPEC_VARIATIONS } from './specVariations';
import { BUILTIN_KINDS, validEntity, type BuiltinKind, type Document } from './validEntities';
import { REMOVE, type Variation } from './Variation';

export interface Change {
  path: string;
  value: unknown;
}

export interface GeneratedDocument {
  /** Unique, and says what was changed, e.g. `User spec.memberOf = (removed)`. */
  label: string;
  kind: BuiltinKind;
  changes: Change[];
  document: unknown;
}

export interface GenerateOptions {
  seed: number;
  validPerKind: number;
  combinations: number;
  /** Changes never mixed into combinations, such as those where Atrium deliberately differs. */
  isSetApart?: (change: Change) => boolean;
}

const VARIATIONS: readonly Variation[] = [...ENVELOPE_VARIATIONS, ...SPEC_VARIATIONS];

function describe(value: unknown): string {
  return value === REMOVE ? '(removed)' : JSON.stringify(value);
}

function describeChange({ path, value }: Change): string {
  return `${path || 'document'} = ${describe(value)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function applyChange(document: unknown, { path, value }: Change): unknown {
  if (path === '') return value === REMOVE ? undefined : structuredClone(value);
  const copy = structuredClone(document);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let parent: unknown = copy;
  for (const key of keys) parent = isObject(parent) ? parent[key] : undefined;
  // A change inside a field an earlier change removed has nothing to change.
  if (!isObject(parent)) return copy;
  if (value === REMOVE) delete parent[last];
  else parent[last] = structuredClone(value);
  return copy;
}

function valuesOf(variation: Variation, kind: BuiltinKind): readonly unknown[] {
  return typeof variation.values === 'function' ? variation.values(kind) : variation.values;
}

function kindsOf(variation: Variation): readonly BuiltinKind[] {
  return variation.kinds ?? BUILTIN_KINDS;
}

/** Every (kind, change) the variations describe, each kind's share of `one` values in turn. */
function singleChanges(): Array<{ kind: BuiltinKind; change: Change }> {
  const result: Array<{ kind: BuiltinKind; change: Change }> = [];
  let turn = 0;
  for (const variation of VARIATIONS) {
    const kinds = kindsOf(variation);
    if (variation.across === 'each') {
      for (const kind of kinds) {
        for (const value of valuesOf(variation, kind)) {
          result.push({ kind, change: { path: variation.path, value } });
        }
      }
      continue;
    }
    const count = valuesOf(variation, kinds[0] ?? 'Component').length;
    for (let index = 0; index < count; index += 1) {
      const kind = kinds[turn++ % kinds.length] ?? 'Component';
      result.push({
        kind,
        change: { path: variation.path, value: valuesOf(variation, kind)[index] },
      });
    }
  }
  return result;
}

function combinationChanges(kind: BuiltinKind, rng: SeededRandom, options: GenerateOptions) {
  const candidates = VARIATIONS.filter(v => v.path !== '' && kindsOf(v).includes(kind)).flatMap(
    variation =>
      valuesOf(variation, kind)
        .map(value => ({ path: variation.path, value }))
        .filter(change => !options.isSetApart?.(change)),
  );
  const changes: Change[] = [];
  const count = rng.pick([2, 3]);
  while (changes.length < count) {
    const change = rng.pick(candidates);
    if (!changes.some(chosen => chosen.path === change.path)) changes.push(change);
  }
  return changes;
}

/** The documents, in a stable order. */
export function generateEntityDocuments(options: GenerateOptions): GeneratedDocument[] {
  const rng = createSeededRandom(options.seed);
  const documents: GeneratedDocument[] = [];
  const add = (kind: BuiltinKind, changes: Change[], label: string) => {
    const base: Document = validEntity(kind, documents.length, rng);
    const document = changes.reduce<unknown>(applyChange, base);
    documents.push({ label, kind, changes, document });
  };

  for (const kind of BUILTIN_KINDS) {
    for (let index = 0; index < options.validPerKind; index += 1) {
      add(kind, [], `${kind} valid #${index + 1}`);
    }
  }
  for (const { kind, change } of singleChanges())
    add(kind, [change], `${kind} ${describeChange(change)}`);
  for (let index = 0; index < options.combinations; index += 1) {
    const kind = rng.pick(BUILTIN_KINDS);
    const changes = combinationChanges(kind, rng, options);
    add(
      kind,
      changes,
      `${kind} combination #${index + 1}: ${changes.map(describeChange).join('; ')}`,
    );
  }
  return documents;
}

/** Whether two changes are the same path and value. */
export function isSameChange(a: Change, b: Change): boolean {
  return a.path === b.path && isDeepStrictEqual(a.value, b.value);
}

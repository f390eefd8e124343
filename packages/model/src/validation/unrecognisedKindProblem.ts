import { DEFAULT_NAMESPACE } from '../entity/constants';
import type { EntityProblem } from './EntityProblem';
import { isPlainObject } from './isPlainObject';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The problem for an entity whose kind and apiVersion name no built-in kind, such as
 * `component` or `Component` under `backstage.io/v2`. The wording is Backstage's, so that
 * scripts matching its catalog's answer keep working.
 */
export function unrecognisedKindProblem(entity: Record<string, unknown>): EntityProblem {
  const metadata = isPlainObject(entity.metadata) ? entity.metadata : {};
  const namespace = text(metadata.namespace) || DEFAULT_NAMESPACE;
  const ref = `${text(entity.kind)}:${namespace}/${text(metadata.name)}`.toLowerCase();
  return {
    path: '',
    message: `No processor recognized the entity ${ref} as valid, possibly caused by a foreign kind or apiVersion`,
  };
}

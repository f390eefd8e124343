import {
  checkEntity,
  isPlainObject,
  normalizeTags,
  type DerivedRelation,
  type EntityProblem,
} from '@atrium/model';

export interface ValidatedDocument {
  /** The document as it is stored if valid: its tags normalised. */
  value: unknown;
  problems: EntityProblem[];
  /** The relations its refs give, when it is valid. */
  relations: DerivedRelation[];
}

function withNormalisedTags(document: unknown): unknown {
  if (!isPlainObject(document) || !isPlainObject(document.metadata)) return document;
  const tags: unknown = document.metadata.tags;
  if (!Array.isArray(tags) || !tags.every((tag): tag is string => typeof tag === 'string')) {
    return document;
  }
  return { ...document, metadata: { ...document.metadata, tags: normalizeTags(tags) } };
}

/**
 * What ingestion checks of one document once its placeholders are resolved. Tags are stored
 * trimmed, lower-cased and without duplicates (spec 001 §5), so they are normalised before the
 * check; everything else is checked as `POST /validate-entity` checks it.
 */
export function validateDocument(document: unknown): ValidatedDocument {
  const value = withNormalisedTags(document);
  return { value, ...checkEntity(value) };
}

/** One thing wrong with an entity, pointing at the field a user has to fix. */
export interface EntityProblem {
  /** Dotted path into the entity, e.g. `metadata.tags.2` or `spec.steps.0.action`; '' is the root. */
  path: string;
  /** A sentence naming the field and the offending value. */
  message: string;
}

// Where Atrium deliberately answers otherwise than Backstage's catalog, case by case, with the
// reason. The catalog plugin's README lists the same differences for users.
import type { Change } from './generateEntityDocuments';

export type VerdictName = 'valid' | 'invalid';

export interface DeliberateDifference {
  /** The single change to a valid entity that shows the difference. */
  change: Change;
  /** Which of Atrium's checks differs: ingestion, POST /validate-entity, or both. */
  scope: 'ingestion' | 'validate-entity' | 'everywhere';
  backstage: VerdictName;
  atrium: VerdictName;
  reason: string;
}

const TAGS_NORMALISED =
  'Ingestion stores tags trimmed, lower-cased and without empty entries (spec 001 §5), so it normalises them before checking; POST /validate-entity checks them as given, as Backstage does.';

const JAVASCRIPT_LINKS =
  'A javascript: link would run script in the browser of whoever clicks it (spec 001 §5); Backstage accepts any URL its parser reads.';

const ANNOTATIONS_SPREAD =
  "Backstage's POST /validate-entity spreads the given annotations into a new object, so a string or a list there passes; Atrium refuses them as both catalogs' ingestion does, so that the answer holds for the file.";

const TEXT_REF_PARTS =
  'A ref given as a mapping must have text parts: Backstage parses { kind: Component, name: 5 } and stores a relation to an entity named 5, which no entity can have.';

export const DELIBERATE_DIFFERENCES: readonly DeliberateDifference[] = [
  ...[['Java'], ['Lang:Java'], [' java'], ['']].map((tags): DeliberateDifference => ({
    change: { path: 'metadata.tags', value: tags },
    scope: 'ingestion',
    backstage: 'invalid',
    atrium: 'valid',
    reason: TAGS_NORMALISED,
  })),
  ...['x', ['x']].map((annotations): DeliberateDifference => ({
    change: { path: 'metadata.annotations', value: annotations },
    scope: 'validate-entity',
    backstage: 'valid',
    atrium: 'invalid',
    reason: ANNOTATIONS_SPREAD,
  })),
  {
    change: { path: 'metadata.links', value: [{ url: 'javascript:alert(1)' }] },
    scope: 'everywhere',
    backstage: 'valid',
    atrium: 'invalid',
    reason: JAVASCRIPT_LINKS,
  },
  {
    change: { path: 'spec.dependencyOf', value: { kind: 'Component', name: 5 } },
    scope: 'everywhere',
    backstage: 'valid',
    atrium: 'invalid',
    reason: TEXT_REF_PARTS,
  },
];

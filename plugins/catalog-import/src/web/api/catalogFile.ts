import type { Entity } from '@atrium/model';
import { stringify } from 'yaml';
import type { GeneratedEntity } from './importAnalysis';

/** What the person chose for one proposed entity. */
export interface EntityChoices {
  name: string;
  owner: string;
}

export const DEFAULT_PULL_REQUEST_TITLE = 'Add catalog-info.yaml config file';

export function defaultPullRequestBody(organizationName: string): string {
  return [
    `This pull request adds a catalog-info.yaml file describing the software in this repository, ` +
      `so that it is listed in the ${organizationName} software catalog with its owner.`,
    'Once it is merged, the catalog reads the file and the entities appear within moments. ' +
      'Later changes to the file are picked up the same way.',
  ].join('\n\n');
}

/** The proposal's starting values: what it already says, else what the analysis suggested. */
export function initialChoices(generated: GeneratedEntity): EntityChoices {
  const spec = (generated.entity.spec ?? {}) as Record<string, unknown>;
  const owner = typeof spec['owner'] === 'string' ? spec['owner'] : undefined;
  return {
    name: generated.entity.metadata?.name ?? generated.suggestions['metadata.name'] ?? '',
    owner: owner ?? generated.suggestions['spec.owner'] ?? '',
  };
}

/** The entity as it will be written: the proposal with the person's name and owner. */
export function applyChoices(generated: GeneratedEntity, choices: EntityChoices): Entity {
  const { entity } = generated;
  return {
    ...entity,
    apiVersion: entity.apiVersion ?? 'backstage.io/v1alpha1',
    kind: entity.kind ?? 'Component',
    metadata: { ...entity.metadata, name: choices.name },
    spec: { ...entity.spec, owner: choices.owner.trim() },
  };
}

/** The catalog file's text: one YAML document per entity. */
export function catalogFileContent(entities: readonly Entity[]): string {
  return entities.map(entity => stringify(entity)).join('---\n');
}

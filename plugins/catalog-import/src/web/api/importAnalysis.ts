import { DEFAULT_NAMESPACE, type Entity } from '@atrium/model';
import type { AddLocationResponse, AnalyzeLocationResponse } from '@atrium/plugin-catalog/react';
import type { ScmIntegration } from './catalogImportApi';

/** An entity as the review lists it. */
export interface EntityName {
  kind: string;
  namespace: string;
  name: string;
}

/** A catalog file found, with the entities it holds; `exists` when it is registered already. */
export interface ReviewLocation {
  target: string;
  exists: boolean;
  entities: EntityName[];
}

/** A proposed entity and the suggestions it came with. */
export interface GeneratedEntity {
  entity: Partial<Entity>;
  /** Suggested values by field path (`metadata.name`, `spec.owner`). */
  suggestions: Record<string, string>;
}

/** What a URL holds: catalog files to register, or entities to propose in a pull request. */
export type ImportAnalysis =
  | { type: 'locations'; locations: ReviewLocation[] }
  | {
      type: 'repository';
      integration: ScmIntegration;
      url: string;
      generatedEntities: GeneratedEntity[];
    };

export function entityName(entity: Entity): EntityName {
  return {
    kind: entity.kind,
    namespace: entity.metadata.namespace ?? DEFAULT_NAMESPACE,
    name: entity.metadata.name,
  };
}

export function fromDryRun(answer: AddLocationResponse): ImportAnalysis {
  return {
    type: 'locations',
    locations: [
      {
        target: answer.location.target,
        exists: answer.exists === true,
        entities: answer.entities.map(entityName),
      },
    ],
  };
}

/** Catalog files found are grouped by file; a repository without one gets proposed entities. */
export function fromRepositoryAnalysis(
  answer: AnalyzeLocationResponse,
  url: string,
  integration: ScmIntegration,
): ImportAnalysis {
  if (answer.existingEntityFiles.length > 0) {
    const byTarget = new Map<string, ReviewLocation>();
    for (const file of answer.existingEntityFiles) {
      const target = file.location.target;
      const location = byTarget.get(target) ?? { target, exists: false, entities: [] };
      location.exists ||= file.isRegistered;
      location.entities.push(entityName(file.entity));
      byTarget.set(target, location);
    }
    return { type: 'locations', locations: [...byTarget.values()] };
  }
  return {
    type: 'repository',
    integration,
    url,
    generatedEntities: answer.generateEntities.map(generated => ({
      entity: generated.entity,
      suggestions: Object.fromEntries(
        generated.fields.flatMap(field =>
          field.value === undefined ? [] : [[field.field, field.value] as const],
        ),
      ),
    })),
  };
}

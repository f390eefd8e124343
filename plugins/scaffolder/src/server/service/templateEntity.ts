import { pathToFileURL } from 'node:url';
import {
  ANNOTATION_LOCATION,
  ANNOTATION_SOURCE_LOCATION,
  InputError,
  templateSpecSchema,
  type Entity,
  type TemplateSpec,
} from '@atrium/model';
import { parseWith } from '@atrium/server-core';
import { TEMPLATE_API_VERSION, type JsonObject, type TaskStep } from '../../shared';

/** A Template entity the scaffolder can run: kind, apiVersion and spec checked. */
export type TemplateEntity = Omit<Entity, 'spec'> & { spec: TemplateSpec };

/** Checks that an entity (from the catalog or a dry-run body) is a runnable template. */
export function asTemplate(entity: Entity): TemplateEntity {
  // Dry-run bodies are whatever the caller sent: nothing is assumed of their shape.
  const kind: unknown = entity.kind;
  if (typeof kind !== 'string' || kind.toLowerCase() !== 'template') {
    throw new InputError(`${typeof kind === 'string' ? kind : 'The entity'} is not a Template`);
  }
  const metadata: unknown = entity.metadata;
  if (
    typeof metadata !== 'object' ||
    metadata === null ||
    typeof entity.metadata.name !== 'string'
  ) {
    throw new InputError('The template has no metadata.name');
  }
  if (entity.apiVersion !== TEMPLATE_API_VERSION) {
    throw new InputError(
      `Unsupported apiVersion ${String(entity.apiVersion)} of the template: ` +
        `the scaffolder runs ${TEMPLATE_API_VERSION}`,
    );
  }
  const spec = parseWith(templateSpecSchema, entity.spec, 'template spec');
  return { ...entity, spec };
}

/** `spec.parameters` as a list of form steps, however the template wrote it. */
export function parameterSteps(template: TemplateEntity): JsonObject[] {
  const { parameters } = template.spec;
  if (parameters === undefined) return [];
  return (Array.isArray(parameters) ? parameters : [parameters]) as JsonObject[];
}

/** Steps with the ids and names Backstage gives unnamed ones. */
export function taskSteps(template: TemplateEntity): TaskStep[] {
  return template.spec.steps.map((step, index) => ({
    ...(step as TaskStep),
    id: step.id ?? `step-${index + 1}`,
    name: step.name ?? step.action,
  }));
}

/**
 * Where relative paths in the template's steps resolve: the template file itself, from its
 * source-location or managed-by-location annotation (`url:` or `file:`).
 */
export function templateBaseUrl(template: Pick<Entity, 'metadata'>): string | undefined {
  const annotations = template.metadata.annotations ?? {};
  const location = annotations[ANNOTATION_SOURCE_LOCATION] ?? annotations[ANNOTATION_LOCATION];
  if (!location) return undefined;
  const colon = location.indexOf(':');
  const type = location.slice(0, colon);
  const target = location.slice(colon + 1);
  if (type === 'url') return target;
  if (type === 'file') return target.startsWith('file:') ? target : pathToFileURL(target).href;
  return undefined;
}

import { createHash, hash } from 'node:crypto';
import path from 'node:path';
import {
  ANNOTATION_LOCATION,
  ANNOTATION_ORIGIN_LOCATION,
  DEFAULT_NAMESPACE,
  isPlainObject,
  normalizeEntityRef,
  stringifyEntityRef,
  toError,
  type Entity,
  type EntityStatusItem,
} from '@atrium/model';
import type { CatalogRules } from './catalogRules';
import { describeProblem } from './describeProblem';
import { parseEntityDocuments } from './parseEntityDocuments';
import { processingError } from './processingError';
import { readSourceContent, type ContentReaderOptions } from './readSourceContent';
import { resolvePlaceholders } from './resolvePlaceholders';
import { validateDocument } from './validateDocument';
import { waitingForTarget } from './waitingForTarget';
import { yieldToRequests } from './yieldToRequests';
import type { ChildSource, ProcessedEntity, SourceOutcome, SourceToProcess } from './types';

export interface ProcessSourceDeps extends ContentReaderOptions {
  rules: CatalogRules;
  /** Entities whose JSON is longer than this many bytes are refused (`catalog.maxEntitySize`). */
  maxEntitySize: number;
  /** How often sources are read again (`catalog.processingInterval`), for status messages. */
  processingIntervalMs?: number;
}

const DOCUMENTS_BETWEEN_YIELDS = 200;

/** Location trees deeper than this are almost certainly a mistake (or a cycle through URLs). */
export const MAX_LOCATION_DEPTH = 32;

/**
 * Reads one source and turns its documents into entities, child targets and errors. Never
 * throws: every problem becomes a status item naming the file and what is wrong with it.
 */
export async function processSource(
  source: SourceToProcess,
  deps: ProcessSourceDeps,
  options: { force?: boolean } = {},
): Promise<SourceOutcome> {
  const label = `${source.type}:${source.target}`;
  let content;
  try {
    content = await readSourceContent(source.type, source.target, {
      ...deps,
      trusted: source.trusted,
      etag: options.force ? undefined : source.httpEtag,
    });
  } catch (error) {
    // Nothing of it is kept or orphaned: the target is read again on the next pass.
    if (source.optional && toError(error).name === 'NotFoundError') {
      return {
        status: 'failed',
        errors: [waitingForTarget(source.target, deps.processingIntervalMs)],
      };
    }
    return {
      status: 'failed',
      errors: [processingError(error, `Unable to read ${label}: ${toError(error).message}`)],
    };
  }
  if (content.notModified) return { status: 'unchanged' };
  const contentHash = createHash('sha256').update(content.buffer).digest('hex');
  if (!options.force && contentHash === source.contentHash) return { status: 'unchanged' };

  let documents;
  try {
    documents = await parseEntityDocuments(content.buffer.toString('utf8'), label);
  } catch (error) {
    return { status: 'failed', errors: [processingError(error)], unparsable: true };
  }

  const fromProvider = deps.providerInstances?.has(source.type) ?? false;
  const entities: ProcessedEntity[] = [];
  const children: ChildSource[] = [];
  const errors: EntityStatusItem[] = [];
  const rejected: Array<{ key: string; errors: EntityStatusItem[] }> = [];
  const seen = new Set<string>();
  let incomplete = false;

  const reject = (message: string, key: string | undefined) => {
    const item = processingError(undefined, message);
    errors.push(item);
    incomplete = true;
    if (key) rejected.push({ key, errors: [item] });
  };

  for (const document of documents) {
    // A file of thousands of entities takes a second or more to check: requests are answered
    // in between.
    if (document.index % DOCUMENTS_BETWEEN_YIELDS === 0) await yieldToRequests();
    const where = `document ${document.index} of ${label}`;
    if (!isPlainObject(document.value)) {
      reject(
        `The ${where} is not an entity: expected an object with apiVersion, kind and metadata`,
        undefined,
      );
      continue;
    }
    const key = identify(document.value);
    let resolved: unknown;
    try {
      resolved = await resolvePlaceholders(document.value, {
        ...deps,
        sourceType: source.type,
        sourceTarget: source.target,
        originLocation: source.originLocation,
        trusted: source.trusted,
      });
    } catch (error) {
      reject(`Could not resolve a placeholder in the ${where}: ${toError(error).message}`, key);
      continue;
    }
    const { value, problems, relations } = validateDocument(resolved);
    if (problems.length > 0) {
      reject(`Invalid entity in the ${where}: ${problems.map(describeProblem).join('; ')}`, key);
      continue;
    }
    const entity = normaliseEntity(value as Entity, label, source.originLocation);
    const ref = stringifyEntityRef(entity);
    const entityKey = normalizeEntityRef(entity);
    // A provider's entities are its own to decide; the rules govern files people register.
    if (!fromProvider && !deps.rules.isAllowed(entity.kind, source)) {
      reject(
        `${ref} is of kind ${entity.kind}, which is not allowed from ${label}; allow it in catalog.rules`,
        entityKey,
      );
      continue;
    }
    if (seen.has(entityKey)) {
      errors.push(
        processingError(
          undefined,
          `${ref} is defined more than once in ${label}; the first definition is used`,
        ),
      );
      continue;
    }
    const json = JSON.stringify(entity);
    const size = Buffer.byteLength(json);
    if (size > deps.maxEntitySize) {
      // Every page and search row holding it would carry it too: refused before anything is stored.
      reject(
        `${ref} in ${label} is ${size} bytes of JSON, more than the limit of ${deps.maxEntitySize} bytes (catalog.maxEntitySize)`,
        entityKey,
      );
      continue;
    }
    seen.add(entityKey);
    entities.push({
      key: entityKey,
      ref,
      entity,
      json,
      hash: hash('sha1', json),
      relations: relations.map(r => ({
        sourceKey: normalizeEntityRef(r.source),
        type: r.type,
        targetRef: stringifyEntityRef(r.target),
      })),
    });
    if (entity.kind.toLowerCase() === 'location') {
      collectChildren(entity, entityKey, source, label, children, errors);
    }
  }
  return {
    status: 'read',
    contentHash,
    httpEtag: content.etag,
    entities,
    children,
    errors,
    rejected,
    incomplete,
    ...(fromProvider ? { deletesMissing: true } : {}),
  };
}

/** The key a document claims, when kind and name can be read, so its errors can attach to it. */
function identify(value: Record<string, unknown>): string | undefined {
  const metadata = value.metadata as Record<string, unknown> | undefined;
  if (typeof value.kind !== 'string' || typeof metadata?.name !== 'string') return undefined;
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : DEFAULT_NAMESPACE;
  return `${value.kind}:${namespace}/${metadata.name}`.toLowerCase();
}

function normaliseEntity(entity: Entity, label: string, originLocation: string): Entity {
  return {
    ...entity,
    metadata: {
      ...entity.metadata,
      namespace: entity.metadata.namespace ?? DEFAULT_NAMESPACE,
      annotations: {
        ...entity.metadata.annotations,
        [ANNOTATION_LOCATION]: label,
        [ANNOTATION_ORIGIN_LOCATION]: originLocation,
      },
    },
  };
}

function collectChildren(
  entity: Entity,
  entityKey: string,
  source: SourceToProcess,
  label: string,
  children: ChildSource[],
  errors: EntityStatusItem[],
) {
  const spec = (entity.spec ?? {}) as { type?: string; target?: string; targets?: string[] };
  const type = spec.type ?? source.type;
  const targets = [...(spec.target ? [spec.target] : []), ...(spec.targets ?? [])];
  for (const raw of targets) {
    const resolved = resolveChildTarget(type, raw, source);
    if ('error' in resolved) {
      errors.push(
        processingError(
          undefined,
          `Location ${stringifyEntityRef(entity)} in ${label}: ${resolved.error}`,
        ),
      );
      continue;
    }
    const childLabel = `${type}:${resolved.target}`;
    if (childLabel === label || source.ancestors.includes(childLabel)) {
      errors.push(
        processingError(
          undefined,
          `Location ${stringifyEntityRef(entity)} in ${label} points at ${childLabel}, which is already being read above it; the cycle was not followed`,
        ),
      );
      continue;
    }
    if (source.depth + 1 > MAX_LOCATION_DEPTH) {
      errors.push(
        processingError(
          undefined,
          `Location ${stringifyEntityRef(entity)} in ${label} nests more than ${MAX_LOCATION_DEPTH} levels deep; ${childLabel} was not read`,
        ),
      );
      continue;
    }
    children.push({ type, target: resolved.target, parentKey: entityKey });
  }
}

function resolveChildTarget(
  type: string,
  target: string,
  parent: SourceToProcess,
): { target: string } | { error: string } {
  if (type === 'file') {
    if (parent.type !== 'file')
      return { error: `a ${parent.type} location cannot point at the local file ${target}` };
    return { target: path.resolve(path.dirname(parent.target), target) };
  }
  if (type === 'url') {
    try {
      const url = parent.type === 'url' ? new URL(target, parent.target) : new URL(target);
      return { target: url.href };
    } catch {
      return { error: `'${target}' is not a valid URL` };
    }
  }
  return { error: `unsupported location type '${type}' for target ${target}: use url or file` };
}

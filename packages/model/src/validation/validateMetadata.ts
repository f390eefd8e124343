import type { EntityProblem } from './EntityProblem';
import { isJavaScriptUrl } from './isJavaScriptUrl';
import { isPlainObject } from './isPlainObject';
import { isValidAnnotationKey } from './isValidAnnotationKey';
import { isValidLabelKey } from './isValidLabelKey';
import { isValidLabelValue } from './isValidLabelValue';
import { isValidNamespace } from './isValidNamespace';
import { isValidObjectName } from './isValidObjectName';
import { isValidTag } from './isValidTag';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';
import {
  DNS_LABEL_MESSAGE,
  KEY_MESSAGE,
  LABEL_VALUE_MESSAGE,
  TAG_MESSAGE,
  typeProblem,
} from './problemMessages';

const OPTIONAL_STRING_FIELDS = ['uid', 'etag', 'title', 'description'] as const;
const OPTIONAL_LINK_FIELDS = ['title', 'icon', 'type'] as const;

function validateName(name: unknown): EntityProblem[] {
  if (typeof name !== 'string') return [typeProblem('metadata.name', 'a string', name)];
  if (isValidObjectName(name)) return [];
  return [
    {
      path: 'metadata.name',
      message: `metadata.name "${name}" is not valid. ${OBJECT_NAME_MESSAGE}`,
    },
  ];
}

function validateNamespace(namespace: unknown): EntityProblem[] {
  if (namespace === undefined) return [];
  const path = 'metadata.namespace';
  if (typeof namespace !== 'string') return [typeProblem(path, 'a string', namespace)];
  if (isValidNamespace(namespace)) return [];
  return [{ path, message: `${path} "${namespace}" is not valid. ${DNS_LABEL_MESSAGE}` }];
}

function validateKeyValues(field: 'labels' | 'annotations', value: unknown): EntityProblem[] {
  if (value === undefined) return [];
  const path = `metadata.${field}`;
  if (!isPlainObject(value)) return [typeProblem(path, 'an object', value)];
  const isValidKey = field === 'labels' ? isValidLabelKey : isValidAnnotationKey;
  const problems: EntityProblem[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!isValidKey(key)) {
      problems.push({ path, message: `${path} key "${key}" is not valid. ${KEY_MESSAGE}` });
    }
    const entryPath = `${path}.${key}`;
    if (typeof entry !== 'string') {
      problems.push(typeProblem(entryPath, 'a string', entry));
    } else if (field === 'labels' && !isValidLabelValue(entry)) {
      problems.push({
        path: entryPath,
        message: `${entryPath} "${entry}" is not valid. ${LABEL_VALUE_MESSAGE}`,
      });
    }
  }
  return problems;
}

function validateTags(tags: unknown): EntityProblem[] {
  if (tags === undefined) return [];
  if (!Array.isArray(tags)) return [typeProblem('metadata.tags', 'a list', tags)];
  return tags.flatMap((tag: unknown, index): EntityProblem[] => {
    const path = `metadata.tags.${index}`;
    if (typeof tag !== 'string') return [typeProblem(path, 'a string', tag)];
    if (isValidTag(tag)) return [];
    return [{ path, message: `${path} "${tag}" is not a valid tag. ${TAG_MESSAGE}` }];
  });
}

function validateLink(link: unknown, path: string): EntityProblem[] {
  if (!isPlainObject(link)) return [typeProblem(path, 'an object', link)];
  const problems: EntityProblem[] = [];
  const url = link.url;
  if (typeof url !== 'string' || url === '') {
    problems.push(typeProblem(`${path}.url`, 'a non-empty string', url));
  } else if (isJavaScriptUrl(url)) {
    problems.push({
      path: `${path}.url`,
      message: `${path}.url "${url}" is not allowed; javascript: URLs are rejected.`,
    });
  }
  for (const field of OPTIONAL_LINK_FIELDS) {
    const value = link[field];
    if (value !== undefined && typeof value !== 'string') {
      problems.push(typeProblem(`${path}.${field}`, 'a string', value));
    }
  }
  return problems;
}

function validateLinks(links: unknown): EntityProblem[] {
  if (links === undefined) return [];
  if (!Array.isArray(links)) return [typeProblem('metadata.links', 'a list', links)];
  return links.flatMap((link: unknown, index) => validateLink(link, `metadata.links.${index}`));
}

/** The checks on `metadata` that apply to every kind. */
export function validateMetadata(metadata: Record<string, unknown>): EntityProblem[] {
  const problems = [...validateName(metadata.name), ...validateNamespace(metadata.namespace)];
  for (const field of OPTIONAL_STRING_FIELDS) {
    const value = metadata[field];
    if (value !== undefined && typeof value !== 'string') {
      problems.push(typeProblem(`metadata.${field}`, 'a string', value));
    }
  }
  problems.push(
    ...validateKeyValues('labels', metadata.labels),
    ...validateKeyValues('annotations', metadata.annotations),
    ...validateTags(metadata.tags),
    ...validateLinks(metadata.links),
  );
  return problems;
}

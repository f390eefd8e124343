import type { EntityProblem } from './EntityProblem';
import { isJavaScriptUrl } from './isJavaScriptUrl';
import { isPlainObject } from './isPlainObject';
import { isValidAnnotationKey } from './isValidAnnotationKey';
import { isValidLabelKey } from './isValidLabelKey';
import { isValidLabelValue } from './isValidLabelValue';
import { isValidNamespace } from './isValidNamespace';
import { isValidObjectName } from './isValidObjectName';
import { isValidTag } from './isValidTag';
import { isValidUrl } from './isValidUrl';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';
import {
  DNS_LABEL_MESSAGE,
  KEY_MESSAGE,
  LABEL_VALUE_MESSAGE,
  TAG_MESSAGE,
  typeProblem,
} from './problemMessages';

// An empty uid, etag or title is refused, as Backstage's catalog does; a description may be empty.
const OPTIONAL_NON_EMPTY_FIELDS = ['uid', 'etag', 'title'] as const;
// A link's title and icon are shown as they are, so blank ones are refused like empty ones.
const OPTIONAL_LINK_TEXT_FIELDS = ['title', 'icon'] as const;

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
  // The catalog writes where it read the entity into its annotations, replacing an empty value
  // (`annotations:` with nothing after it), as Backstage's catalog does.
  if (field === 'annotations' && !value) return [];
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

function validateLinkUrl(url: unknown, path: string): EntityProblem[] {
  if (typeof url !== 'string' || url === '') return [typeProblem(path, 'a non-empty string', url)];
  if (isJavaScriptUrl(url)) {
    return [{ path, message: `${path} "${url}" is not allowed; javascript: URLs are rejected.` }];
  }
  if (!isValidUrl(url)) {
    return [
      { path, message: `${path} "${url}" is not a valid absolute URL, e.g. https://example.com` },
    ];
  }
  return [];
}

function validateLink(link: unknown, path: string): EntityProblem[] {
  if (!isPlainObject(link)) return [typeProblem(path, 'an object', link)];
  const problems = validateLinkUrl(link.url, `${path}.url`);
  for (const field of OPTIONAL_LINK_TEXT_FIELDS) {
    const value = link[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      problems.push(typeProblem(`${path}.${field}`, 'a string that is not blank', value));
    }
  }
  if (link.type !== undefined && (typeof link.type !== 'string' || link.type === '')) {
    problems.push(typeProblem(`${path}.type`, 'a non-empty string', link.type));
  }
  return problems;
}

function validateLinks(links: unknown): EntityProblem[] {
  if (links === undefined) return [];
  if (!Array.isArray(links)) return [typeProblem('metadata.links', 'a list', links)];
  return links.flatMap((link: unknown, index) => validateLink(link, `metadata.links.${index}`));
}

function validateOptionalText(metadata: Record<string, unknown>): EntityProblem[] {
  const problems: EntityProblem[] = [];
  for (const field of OPTIONAL_NON_EMPTY_FIELDS) {
    const value = metadata[field];
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      problems.push(typeProblem(`metadata.${field}`, 'a non-empty string', value));
    }
  }
  const description = metadata.description;
  if (description !== undefined && typeof description !== 'string') {
    problems.push(typeProblem('metadata.description', 'a string', description));
  }
  return problems;
}

/** The checks on `metadata` that apply to every kind. */
export function validateMetadata(metadata: Record<string, unknown>): EntityProblem[] {
  return [
    ...validateName(metadata.name),
    ...validateNamespace(metadata.namespace),
    ...validateOptionalText(metadata),
    ...validateKeyValues('labels', metadata.labels),
    ...validateKeyValues('annotations', metadata.annotations),
    ...validateTags(metadata.tags),
    ...validateLinks(metadata.links),
  ];
}

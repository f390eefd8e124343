import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_LOCATION,
  ANNOTATION_ORIGIN_LOCATION,
  ANNOTATION_ORPHAN,
  DEFAULT_NAMESPACE,
  ENTITY_KINDS,
} from './constants';
import * as constants from './constants';
import { isValidAnnotationKey } from '../validation/isValidAnnotationKey';

describe('entity constants', () => {
  it('keeps the keys existing catalog-info.yaml files use', () => {
    expect(DEFAULT_NAMESPACE).toBe('default');
    expect(ANNOTATION_LOCATION).toBe('backstage.io/managed-by-location');
    expect(ANNOTATION_ORIGIN_LOCATION).toBe('backstage.io/managed-by-origin-location');
    expect(ANNOTATION_ORPHAN).toBe('backstage.io/orphan');
  });

  it('has only valid annotation keys', () => {
    const keys = Object.entries(constants)
      .filter(([name]) => name.startsWith('ANNOTATION_'))
      .map(([, value]) => value);
    expect(keys).toHaveLength(9);
    for (const key of keys) expect(isValidAnnotationKey(key)).toBe(true);
  });

  it('lists the nine built-in kinds', () => {
    expect(ENTITY_KINDS).toEqual([
      'Component',
      'API',
      'System',
      'Domain',
      'Resource',
      'Location',
      'User',
      'Group',
      'Template',
    ]);
  });
});

import type { Entity } from '@atrium/model';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  ENTITY_THEME_IDS,
  ENTITY_THEME_TEXT,
  entityThemeColours,
  entityThemeId,
} from './entityThemes';

function entity(kind: string, type?: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name: 'x' },
    spec: type === undefined ? {} : { type },
  };
}

describe('entityThemeId', () => {
  it.each([
    ['Component', 'service', 'service'],
    ['Component', 'website', 'website'],
    ['Component', 'library', 'library'],
    ['Component', 'documentation', 'documentation'],
    ['Component', 'tool', 'tool'],
    ['Component', 'app', 'app'],
    ['Component', 'Service', 'service'],
    ['Component', 'batch-job', 'other'],
    ['API', 'openapi', 'apis'],
    ['Group', 'team', 'other'],
    ['User', undefined, 'other'],
  ])('a %s of type %s is themed %s', (kind, type, theme) => {
    expect(entityThemeId(entity(kind, type))).toBe(theme);
  });
});

describe('entityThemeColours', () => {
  const cases = ENTITY_THEME_IDS.flatMap(theme =>
    (['light', 'dark'] as const).map(mode => [theme, mode] as const),
  );

  it.each(cases)('the %s theme keeps the title readable in %s mode', (theme, mode) => {
    for (const colour of entityThemeColours(theme, mode)) {
      expect(getContrastRatio(ENTITY_THEME_TEXT, colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives dark mode deeper shades than light mode', () => {
    const [light] = entityThemeColours('service', 'light');
    const [dark] = entityThemeColours('service', 'dark');
    expect(getContrastRatio(ENTITY_THEME_TEXT, dark)).toBeGreaterThan(
      getContrastRatio(ENTITY_THEME_TEXT, light),
    );
  });
});

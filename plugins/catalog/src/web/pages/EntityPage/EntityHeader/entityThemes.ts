import type { Entity } from '@atrium/model';
import { darken, type PaletteMode } from '@mui/material/styles';

export const ENTITY_THEME_IDS = [
  'home',
  'documentation',
  'tool',
  'service',
  'website',
  'library',
  'other',
  'app',
  'apis',
  'card',
] as const;

export type EntityThemeId = (typeof ENTITY_THEME_IDS)[number];

/** The two ends of a banner's gradient. */
export type ColourPair = readonly [start: string, end: string];

/**
 * Each theme's light-mode pair. Both ends are dark enough for white title text at the contrast
 * body text needs (4.5:1), so the gradient never has a stretch where the title fades.
 */
const LIGHT_PAIRS: Readonly<Record<EntityThemeId, ColourPair>> = {
  home: ['#1d4e89', '#0f3460'],
  documentation: ['#0b6565', '#064848'],
  tool: ['#6a3fa0', '#45237a'],
  service: ['#1f5c99', '#103c6b'],
  website: ['#a0410d', '#6e2a06'],
  library: ['#7a2e63', '#511a40'],
  other: ['#3f4a5a', '#262e3a'],
  app: ['#2e6b30', '#1b471d'],
  apis: ['#8c2f39', '#5c1a22'],
  card: ['#35516e', '#22364b'],
};

/** Dark mode deepens each pair: the light-mode banner would glare next to dark surfaces. */
const DARK_SHADE = 0.4;

export const ENTITY_THEME_TEXT = '#ffffff';

export function entityThemeColours(theme: EntityThemeId, mode: PaletteMode): ColourPair {
  const [start, end] = LIGHT_PAIRS[theme];
  return mode === 'dark' ? [darken(start, DARK_SHADE), darken(end, DARK_SHADE)] : [start, end];
}

/** Component types with a theme of their own; other types share 'other'. */
const TYPE_THEMES: Readonly<Record<string, EntityThemeId>> = {
  service: 'service',
  website: 'website',
  library: 'library',
  documentation: 'documentation',
  tool: 'tool',
  app: 'app',
};

/** An API is 'apis' whatever its type; anything else goes by its spec.type. */
export function entityThemeId(entity: Entity): EntityThemeId {
  if (entity.kind.toLowerCase() === 'api') return 'apis';
  const type = entity.spec?.type;
  return (typeof type === 'string' && TYPE_THEMES[type.toLowerCase()]) || 'other';
}

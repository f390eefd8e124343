import type { Entity } from '@atrium/model';
import type { ReactElement } from 'react';
import type { PostAlertOptions } from '../alerts/AlertsProvider';
import type { ApiClient } from '../client/createApiClient';

/** What the entity page's extensions share: an optional condition on the entity shown. */
export interface EntityExtension {
  /** Unique across plugins, e.g. `catalog.apis`. */
  id: string;
  /** Leaves the extension out for entities it does not apply to; without it, it always applies. */
  if?: (entity: Entity) => boolean;
  /** Shown by ascending order, then in plugin order; defaults to 0. */
  order?: number;
}

/**
 * A tab of the entity page (spec 001 §2 "Entity page": path, title and an optional condition on the
 * entity). Its element reads the entity with `useEntity()` rather than fetching it again.
 */
export interface EntityTab extends EntityExtension {
  /** Relative to the entity's URL, e.g. `apis`; `''` for the overview. */
  path: string;
  title: string;
  /** Usually a lazy component, so the tab's code loads when the tab is first opened. */
  element: ReactElement;
}

/** A card of the Overview tab; like a tab's, its element reads the entity with `useEntity()`. */
export interface EntityCard extends EntityExtension {
  /** Usually a lazy component: the overview shows its other cards while it loads. */
  element: ReactElement;
}

/** What an entry of the 'More' menu acts on, and what it may use to do so. */
export interface EntityMenuItemContext {
  entity: Entity;
  api: ApiClient;
  /** Opens a page of the app, e.g. another entity's. */
  navigate(to: string): void;
  /** Confirms or reports what happened, as the app's alerts. */
  postAlert(message: string, options?: PostAlertOptions): void;
}

/** An entry of the entity page's 'More' menu, as data (STYLE.md: menus are registries). */
export interface EntityContextMenuItem extends EntityExtension {
  title: string;
  /** Shown but not selectable for this entity. */
  disabled?: (entity: Entity) => boolean;
  onSelect(context: EntityMenuItemContext): void;
}

/** The extensions that apply to `entity`, by ascending order; equal orders keep their order. */
export function extensionsFor<T extends EntityExtension>(
  extensions: readonly T[],
  entity: Entity,
): T[] {
  return sortByOrder(extensions.filter(extension => !extension.if || extension.if(entity)));
}

/** Sorted by ascending `order` (0 when absent); sorting is stable, so ties keep their order. */
export function sortByOrder<T extends { order?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

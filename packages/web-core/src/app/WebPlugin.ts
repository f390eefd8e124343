import type { Entity } from '@atrium/model';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import type { ApiClient } from '../client/createApiClient';
import type { SessionManager } from '../identity/createSessionManager';
import type { FeatureFlag } from '../featureFlags/featureFlagName';

/** What a route's prefetch gets: the matched URL and the clients the page will use. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  api: ApiClient;
  /** Who is signed in (or about to be): the page's queries may depend on it. */
  sessions: SessionManager;
}

/** A page a plugin adds, under the app's base path (`/catalog`, `/catalog/:namespace/:kind/:name/*`). */
export interface WebRoute {
  path: string;
  element: ReactElement;
  /**
   * Starts the page's first queries when the route is entered, while its lazy chunk still loads,
   * so code and data arrive together instead of one after the other. It must build the same
   * query options the page reads, and belongs in a small module: it ships with the app's entry.
   */
  prefetch?: (context: RoutePrefetchContext) => void | Promise<void>;
  /** Loads the page's chunk (see `createLazyPage`); the app awaits it for the route it opens on. */
  preload?: () => Promise<unknown>;
}

/** A link of a sidebar submenu. */
export interface NavSubItem {
  title: string;
  to: string;
}

/**
 * An entry of the sidebar: a link (`to`), or a dropdown submenu of links (`items`), shown beside
 * the sidebar on large screens and as an overlay above the tab bar on small ones (spec 001 §2).
 */
export type NavItem =
  | { title: string; to: string; icon?: ComponentType; items?: never }
  | { title: string; items: NavSubItem[]; icon?: ComponentType; to?: never };

/**
 * A tab of the entity page (spec 001 §2 "Entity page": path, title and an optional condition on the
 * entity). Its element reads the entity with `useEntity()` rather than fetching it again.
 */
export interface EntityTab {
  /** Unique across plugins, e.g. `catalog.apis`. */
  id: string;
  /** Relative to the entity's URL, e.g. `apis`; `''` for the overview. */
  path: string;
  title: string;
  /** Leaves the tab out for entities it does not apply to; without it the tab is always shown. */
  if?: (entity: Entity) => boolean;
  /** Usually a lazy component, so the tab's code loads when the tab is first opened. */
  element: ReactElement;
  /** Tabs are shown by ascending order, then in plugin order; defaults to 0. */
  order?: number;
}

/**
 * A web plugin is plain data the shell reads: its routes, sidebar items and entity-page tabs. Pages
 * are lazy components, so each plugin's code is its own chunk.
 */
export interface WebPlugin {
  id: string;
  routes: WebRoute[];
  navItems?: NavItem[];
  entityTabs?: EntityTab[];
  /** Flags users can switch on in Settings → Feature Flags. */
  featureFlags?: FeatureFlag[];
}

export function defineWebPlugin(plugin: WebPlugin): WebPlugin {
  return plugin;
}

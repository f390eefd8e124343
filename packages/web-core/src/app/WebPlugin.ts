import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import type { ApiClient } from '../client/createApiClient';
import type { FeatureFlag } from '../featureFlags/featureFlagName';
import type { SessionManager } from '../identity/createSessionManager';
import type { SignInProviders } from '../identity/signInProviders';
import type { EntityCard, EntityContextMenuItem, EntityTab } from './entityExtensions';
import type { SettingsCard, SettingsTab } from './settingsExtensions';

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
  /** A second line, e.g. the namespace of a group outside the default one. */
  subtitle?: string;
}

/** The signed-in person, from whom an entry's links may follow (`itemsFor`). */
export interface NavSession {
  userEntityRef: string;
  ownershipEntityRefs: readonly string[];
}

/** `main` is the list at the top; `bottom` sits above Settings, at the foot of the sidebar. */
export type SidebarSection = 'main' | 'bottom';

/** Where an item goes in the sidebar; by default the main section, in plugin order. */
export interface NavItemPlacement {
  section?: SidebarSection;
  /** Items of a section are shown by ascending order, then in plugin order; defaults to 0. */
  order?: number;
}

/**
 * An entry of the sidebar: a link (`to`), or a dropdown submenu of links (`items`), shown beside
 * the sidebar on large screens and as an overlay above the tab bar on small ones (spec 001 §2).
 * With `itemsFor`, the links follow from the signed-in person (e.g. their groups): none hides the
 * entry, one makes it that link, several a submenu titled `title`.
 */
export type NavItem = (
  | { title: string; to: string; icon?: ComponentType; items?: never; itemsFor?: never }
  | { title: string; items: NavSubItem[]; icon?: ComponentType; to?: never; itemsFor?: never }
  | {
      title: string;
      itemsFor: (session: NavSession) => NavSubItem[];
      icon?: ComponentType;
      to?: never;
      items?: never;
    }
) &
  NavItemPlacement;

/** A sidebar entry as shown: a link or a submenu, `itemsFor` settled. */
export type ShownNavItem = Exclude<NavItem, { itemsFor: unknown }>;

/**
 * A web plugin is plain data the shell reads (the fields are described in src/app/README.md).
 * Pages, tabs and cards are lazy components, so each plugin's code is its own chunk.
 */
export interface WebPlugin {
  id: string;
  routes: WebRoute[];
  /** Sidebar entries. */
  navItems?: NavItem[];
  entityTabs?: EntityTab[];
  /** Cards of the entity page's Overview tab, after the catalog's own. */
  entityCards?: EntityCard[];
  /** Entries of the entity page's 'More' menu, before the built-in ones. */
  entityContextMenuItems?: EntityContextMenuItem[];
  settingsTabs?: SettingsTab[];
  /** Cards of the Settings page's General tab, above the browser preferences. */
  settingsCards?: SettingsCard[];
  /** How people sign in; one plugin of an app brings it (the auth plugin). */
  signInProviders?: SignInProviders;
  /** Flags users can switch on in Settings → Feature Flags. */
  featureFlags?: FeatureFlag[];
  /**
   * Elements rendered once for the whole app, inside the router and beside the pages: global
   * keyboard shortcuts and the dialogs they open. Keep them small; load the dialog lazily.
   */
  appElements?: AppElement[];
}

/** An element of the whole app (see `WebPlugin.appElements`); `id` keys it. */
export interface AppElement {
  id: string;
  element: ReactElement;
}

export function defineWebPlugin(plugin: WebPlugin): WebPlugin {
  return plugin;
}

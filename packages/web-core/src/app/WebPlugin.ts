import type { ComponentType, ReactElement } from 'react';

/** A page a plugin adds, under the app's base path (`/catalog`, `/catalog/:namespace/:kind/:name/*`). */
export interface WebRoute {
  path: string;
  element: ReactElement;
}

/** An entry of the sidebar. */
export interface NavItem {
  title: string;
  to: string;
  icon?: ComponentType;
}

/**
 * A web plugin is plain data the shell reads: its routes and sidebar items. Pages are lazy
 * components, so each plugin's code is its own chunk.
 */
export interface WebPlugin {
  id: string;
  routes: WebRoute[];
  navItems?: NavItem[];
}

export function defineWebPlugin(plugin: WebPlugin): WebPlugin {
  return plugin;
}

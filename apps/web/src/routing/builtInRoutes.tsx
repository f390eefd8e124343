import { createLazyPage, type WebPlugin, type WebRoute } from '@atrium/web-core';

const settingsPage = createLazyPage(() =>
  import('../pages/SettingsPage/SettingsPage').then(module => module.SettingsPage),
);

/** The app's own pages next to the plugins': Settings, a chunk of its own like any page. */
export const builtInRoutes: WebRoute[] = [
  { path: '/settings', element: <settingsPage.Page />, preload: settingsPage.preload },
];

/** Every page route: the app's own, then each plugin's. */
export function allRoutes(plugins: WebPlugin[]): WebRoute[] {
  return [...builtInRoutes, ...plugins.flatMap(plugin => plugin.routes)];
}

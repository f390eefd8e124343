import type { FrontendConfig, WebPlugin } from '@atrium/web-core';
import { matchRoutes } from 'react-router';
import { allRoutes } from '../routing/builtInRoutes';
import { basenameFromBaseUrl } from '../routing/basenameFromBaseUrl';
import type { AppClients } from './createAppClients';

export interface StartInitialRouteOptions {
  plugins: WebPlugin[];
  config: FrontendConfig;
  clients: AppClients;
  location: Pick<Location, 'pathname' | 'search'>;
}

/**
 * Starts the queries and loads the chunk of the page the app opens on, before React renders: the
 * page's code and data load together, and the first render is the page itself rather than a
 * loading bar. Never fails: a page whose chunk does not load shows that error when rendered.
 */
export async function startInitialRoute(options: StartInitialRouteOptions): Promise<void> {
  const { plugins, config, clients, location } = options;
  const routes = allRoutes(plugins);
  const basename = basenameFromBaseUrl(config.app.baseUrl) || undefined;
  const match = matchRoutes(routes, location.pathname, basename)?.at(-1);
  if (!match) return;
  try {
    const prefetching = match.route.prefetch?.({
      params: match.params,
      searchParams: new URLSearchParams(location.search),
      ...clients,
    });
    void Promise.resolve(prefetching).catch(() => undefined);
    await match.route.preload?.();
  } catch {
    // The page reports it: its own queries and chunk load run again when it renders.
  }
}

import type { AppClients, FrontendConfig, WebPlugin } from '@atrium/web-core';
import { matchRoutes } from 'react-router';
import { allRoutes } from '../routing/builtInRoutes';
import { basenameFromBaseUrl } from '../routing/basenameFromBaseUrl';

export interface StartInitialRouteOptions {
  plugins: WebPlugin[];
  config: FrontendConfig;
  clients: AppClients;
  location: Pick<Location, 'pathname' | 'search'>;
  /** The automatic sign-in under way, if any: the page's queries wait for its token. */
  signingIn?: Promise<unknown>;
}

/**
 * How long the page's chunks wait for a sign-in about to finish, so that its queries go out first.
 * Longer is a round trip away on a slow link: then the chunks go first, as they would anyway.
 */
export const SIGN_IN_HEAD_START_MS = 50;

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
    // The browser sends what was queued first on its few connections to this origin: the page's
    // queries (a few KB, and the server's time) before its chunks, when the sign-in they wait for
    // is done or nearly. A task after the sign-in lets the queries reach fetch() first.
    if (options.signingIn) {
      await Promise.race([options.signingIn.then(nextTask, nextTask), wait(SIGN_IN_HEAD_START_MS)]);
    }
    await match.route.preload?.();
  } catch {
    // The page reports it: its own queries and chunk load run again when it renders.
  }
}

function wait(ms: number): Promise<void> {
  return new Promise(resolve => setTimeout(resolve, ms));
}

function nextTask(): Promise<void> {
  return wait(0);
}

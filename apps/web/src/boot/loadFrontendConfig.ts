import type { FrontendConfig } from '@atrium/web-core';

export interface LoadFrontendConfigOptions {
  /** Defaults to `app-config.json` next to the page, so it works under any base path. */
  url?: string | URL;
  fetch?: typeof fetch;
}

/** Fetches the configuration the server publishes for the browser (spec 001 §8 on failure). */
export async function loadFrontendConfig(
  options: LoadFrontendConfigOptions = {},
): Promise<FrontendConfig> {
  const url = options.url ?? new URL('app-config.json', document.baseURI);
  const response = await (options.fetch ?? globalThis.fetch)(url);
  if (!response.ok) {
    throw new Error(
      `Request for ${String(url)} failed with ${response.status} ${response.statusText}`,
    );
  }
  const config: unknown = await response.json();
  if (!isFrontendConfig(config)) {
    throw new Error('app-config.json lacks app.baseUrl or backend.baseUrl');
  }
  return config;
}

function isFrontendConfig(value: unknown): value is FrontendConfig {
  const config = value as Partial<Record<'app' | 'backend', { baseUrl?: unknown }>> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof config.app?.baseUrl === 'string' &&
    typeof config.backend?.baseUrl === 'string'
  );
}

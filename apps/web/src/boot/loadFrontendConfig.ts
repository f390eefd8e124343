import { FRONTEND_CONFIG_ELEMENT_ID, type FrontendConfig } from '@atrium/model';

export interface LoadFrontendConfigOptions {
  /** Defaults to `app-config.json` next to the page, so it works under any base path. */
  url?: string | URL;
  fetch?: typeof fetch;
  /** Where to look for the configuration the server embeds in the page; defaults to `document`. */
  document?: Pick<Document, 'getElementById'>;
}

/**
 * The configuration the server publishes for the browser: embedded in the page the server
 * answered (no round trip), or fetched from `app-config.json` when the page does not carry it
 * (a page served by something else, such as the Vite dev server). Spec 001 §8 on failure.
 */
export async function loadFrontendConfig(
  options: LoadFrontendConfigOptions = {},
): Promise<FrontendConfig> {
  const embedded = (options.document ?? document).getElementById(FRONTEND_CONFIG_ELEMENT_ID);
  const config = embedded ? parseEmbeddedConfig(embedded.textContent) : await fetchConfig(options);
  if (!isFrontendConfig(config)) {
    throw new Error('app-config.json lacks app.baseUrl or backend.baseUrl');
  }
  return config;
}

function parseEmbeddedConfig(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new Error(
      `The configuration embedded in the page (#${FRONTEND_CONFIG_ELEMENT_ID}) is not valid JSON`,
    );
  }
}

async function fetchConfig(options: LoadFrontendConfigOptions): Promise<unknown> {
  const url = options.url ?? new URL('app-config.json', document.baseURI);
  const response = await (options.fetch ?? globalThis.fetch)(url);
  if (!response.ok) {
    throw new Error(
      `Request for ${String(url)} failed with ${response.status} ${response.statusText}`,
    );
  }
  return response.json();
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

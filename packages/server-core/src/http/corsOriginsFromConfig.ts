import type { Config } from '../config';

/**
 * Browsers may call the API from `backend.cors.origin` (a string or a list, as Backstage reads
 * it) and from the web app's own origin, when that differs from the backend's.
 */
export function corsOriginsFromConfig(config: Config): string[] {
  const configured = config.getOptional('backend.cors.origin');
  const origins = Array.isArray(configured)
    ? configured.filter((o): o is string => typeof o === 'string')
    : typeof configured === 'string'
      ? [configured]
      : [];
  const appBaseUrl = config.getOptionalString('app.baseUrl');
  const backendBaseUrl = config.getOptionalString('backend.baseUrl');
  if (appBaseUrl) {
    const appOrigin = new URL(appBaseUrl).origin;
    if (!backendBaseUrl || new URL(backendBaseUrl).origin !== appOrigin) origins.push(appOrigin);
  }
  return [...new Set(origins)];
}

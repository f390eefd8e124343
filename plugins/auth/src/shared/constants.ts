export const AUTH_PLUGIN_ID = 'auth';
/** The `aud` of identity tokens, as Backstage issues them (tokens move between the two). */
export const IDENTITY_TOKEN_AUDIENCE = 'backstage';
/** Browsers send it on purpose; a cross-site form cannot (spec 000 §5: refresh needs it). */
export const REQUESTED_WITH_HEADER = 'x-requested-with';
/** `{provider}-refresh-token`: the HttpOnly cookie that keeps an OAuth provider's session. */
export function refreshCookieName(providerId: string): string {
  return `${providerId}-refresh-token`;
}

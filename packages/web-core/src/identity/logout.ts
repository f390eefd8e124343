import type { ApiClient } from '../client/createApiClient';
import { REQUESTED_WITH_HEADERS } from './fetchSession';

/**
 * Ends a provider's session on the auth backend (`POST /{provider}/logout`, spec 001 §7), with
 * the cookies it clears and the header it requires.
 */
export async function logout(api: ApiClient, providerId: string): Promise<void> {
  let response: Response;
  try {
    response = await api.fetch('auth', `/${encodeURIComponent(providerId)}/logout`, {
      method: 'POST',
      credentials: 'include',
      headers: REQUESTED_WITH_HEADERS,
    });
  } catch (cause) {
    throw new Error('Logout request failed', { cause });
  }
  if (!response.ok) throw new Error('Logout request failed');
}

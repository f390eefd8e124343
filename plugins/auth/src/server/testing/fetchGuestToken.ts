import type { AuthSessionResponse } from '../../shared';

/** Signs the guest in at a running server, as a script or a test does; fails unless it answers 200. */
export async function fetchGuestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/guest/refresh`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`Guest sign-in answered ${response.status}`);
  return ((await response.json()) as AuthSessionResponse).backstageIdentity.token;
}

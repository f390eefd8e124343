import type { Sealer } from '@atrium/server-core';
import type { SigningKeyStore } from './signingKeyStore';

/**
 * Seals the private keys stored in plain JWK JSON, as they were before keys were sealed, so a
 * copy of the database no longer yields them; answers how many this call sealed. A row that is
 * neither sealed nor a private JWK is left as it is: it opens as no key, and is reported then.
 */
export async function sealPlainSigningKeys(
  store: SigningKeyStore,
  sealer: Sealer,
): Promise<number> {
  let sealed = 0;
  for (const key of await store.list()) {
    const stored = key.sealedPrivateJwk;
    if (!isPrivateJwk(stored)) continue;
    if (await store.replacePrivateJwk(key.kid, stored, sealer.seal(stored, key.kid))) sealed++;
  }
  return sealed;
}

function isPrivateJwk(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'd' in value;
  } catch {
    return false;
  }
}

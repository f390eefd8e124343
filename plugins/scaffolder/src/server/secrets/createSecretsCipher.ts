import { createHash, randomBytes } from 'node:crypto';
import { createSealer, UnsealError, type Config } from '@atrium/server-core';

/** Seals a task's secrets for the database and opens them again on the worker that runs it. */
export interface SecretsCipher {
  seal(secrets: Readonly<Record<string, string>>): string;
  /** The secrets, or an Error saying why they cannot be read (another key, tampering). */
  open(sealed: string): Record<string, string>;
  /** Where the key came from: configuration or this process alone. */
  readonly keySource: 'config' | 'process';
}

/**
 * Sealed (`createSealer`, AES-256-GCM) with a key from `scaffolder.secretsKey`, else
 * `backend.auth.keys[0].secret` (the key Backstage configurations already carry), else a random
 * key of this process. With the random key only this process can open what it sealed; the key's
 * fingerprint is stored with each value so another process can say so instead of failing on a
 * garbled tag.
 */
export function createSecretsCipher(config: Config): SecretsCipher {
  const configured =
    config.getOptionalString('scaffolder.secretsKey') ??
    config.getOptionalConfigArray('backend.auth.keys')?.[0]?.getOptionalString('secret');
  const key = configured
    ? createHash('sha256').update(`atrium-scaffolder-secrets:${configured}`).digest()
    : randomBytes(32);
  return createCipherWithKey(key, configured ? 'config' : 'process');
}

export function createCipherWithKey(key: Buffer, keySource: 'config' | 'process'): SecretsCipher {
  const sealer = createSealer(key);
  return {
    keySource,
    seal: secrets => sealer.seal(JSON.stringify(secrets)),
    open(sealed) {
      try {
        return JSON.parse(sealer.open(sealed)) as Record<string, string>;
      } catch (error) {
        throw new Error(messageFor(error, keySource), { cause: error });
      }
    },
  };
}

function messageFor(error: unknown, keySource: SecretsCipher['keySource']): string {
  const reason = error instanceof UnsealError ? error.reason : 'altered';
  if (reason === 'format') return 'The task secrets are stored in an unknown format';
  if (reason === 'altered') return 'The task secrets could not be decrypted: they were altered';
  return keySource === 'process'
    ? 'The task secrets were encrypted by another server instance with its own random key; ' +
        'set scaffolder.secretsKey to the same value on every instance'
    : 'The task secrets were encrypted with a different scaffolder.secretsKey';
}

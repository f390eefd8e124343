import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '@atrium/server-core';

/** Seals a task's secrets for the database and opens them again on the worker that runs it. */
export interface SecretsCipher {
  seal(secrets: Readonly<Record<string, string>>): string;
  /** The secrets, or an Error saying why they cannot be read (another key, tampering). */
  open(sealed: string): Record<string, string>;
  /** Where the key came from: configuration or this process alone. */
  readonly keySource: 'config' | 'process';
}

const FORMAT = 'v1';

/**
 * AES-256-GCM with a key from `scaffolder.secretsKey`, else `backend.auth.keys[0].secret` (the
 * key Backstage configurations already carry), else a random key of this process. With the
 * random key only this process can open what it sealed; the key's fingerprint is stored with
 * each value so another process can say so instead of failing on a garbled tag.
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
  const fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return {
    keySource,
    seal(secrets) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(fingerprint));
      const encrypted = Buffer.concat([
        cipher.update(JSON.stringify(secrets), 'utf8'),
        cipher.final(),
      ]);
      const tag = cipher.getAuthTag();
      return [FORMAT, fingerprint, ...[iv, tag, encrypted].map(b => b.toString('base64'))].join(
        ':',
      );
    },
    open(sealed) {
      const [format, sealedWith, iv, tag, encrypted] = sealed.split(':');
      if (format !== FORMAT || !sealedWith || !iv || !tag || encrypted === undefined) {
        throw new Error('The task secrets are stored in an unknown format');
      }
      if (sealedWith !== fingerprint) {
        throw new Error(
          keySource === 'process'
            ? 'The task secrets were encrypted by another server instance with its own random key; ' +
                'set scaffolder.secretsKey to the same value on every instance'
            : 'The task secrets were encrypted with a different scaffolder.secretsKey',
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(Buffer.from(fingerprint));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(encrypted, 'base64')),
          decipher.final(),
        ]).toString('utf8');
        return JSON.parse(plain) as Record<string, string>;
      } catch {
        throw new Error('The task secrets could not be decrypted: they were altered');
      }
    },
  };
}

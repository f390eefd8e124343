import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, type Config } from '@atrium/server-core';
import { isUsableSecret, SECRET_RULE } from './isUsableSecret';
import { readOrCreateKeyFile } from './readOrCreateKeyFile';

export const ENCRYPTION_KEY_CONFIG = 'auth.keyStore.encryptionKey';
export const ENCRYPTION_KEY_FILE_CONFIG = 'auth.keyStore.encryptionKeyFile';
export const ENCRYPTION_KEY_ENV = 'ATRIUM_AUTH_KEY_ENCRYPTION_KEY';
export const GENERATED_KEY_FILE_NAME = 'auth-key-encryption.key';

/**
 * Where the key came from. `process`: a random key of this process alone, for a database that
 * lives in memory and so dies with it.
 */
export type KeyEncryptionKeySource = 'config' | 'environment' | 'file' | 'process';

export interface KeyEncryptionKey {
  /** 32 bytes for AES-256. */
  readonly key: Buffer;
  readonly source: KeyEncryptionKeySource;
  /** The file the key was read from or generated into. */
  readonly file?: string;
}

export interface ResolveKeyEncryptionKeyOptions {
  config: Config;
  env: Readonly<Record<string, string | undefined>>;
  /** Relative `encryptionKeyFile` paths resolve against it. */
  workingDirectory: string;
  /** Where a generated key is kept by default; undefined when the database lives in memory. */
  defaultFile: string | undefined;
}

/**
 * The key the signing keys are sealed with: `auth.keyStore.encryptionKey`, else the
 * environment's ATRIUM_AUTH_KEY_ENCRYPTION_KEY, else a secret generated on first start into a
 * file of the owner's alone. Whatever form the secret takes, HKDF turns it into an AES key of
 * its own, unrelated to any other use of the same secret.
 */
export async function resolveKeyEncryptionKey(
  options: ResolveKeyEncryptionKeyOptions,
): Promise<KeyEncryptionKey> {
  const configured = options.config.getOptionalString(ENCRYPTION_KEY_CONFIG);
  if (configured !== undefined) {
    return { key: deriveKey(checked(configured, ENCRYPTION_KEY_CONFIG)), source: 'config' };
  }
  const fromEnv = options.env[ENCRYPTION_KEY_ENV];
  if (fromEnv) {
    return {
      key: deriveKey(checked(fromEnv, `The environment variable ${ENCRYPTION_KEY_ENV}`)),
      source: 'environment',
    };
  }
  const fileSetting = options.config.getOptionalString(ENCRYPTION_KEY_FILE_CONFIG);
  const file = fileSetting
    ? path.resolve(options.workingDirectory, fileSetting)
    : options.defaultFile;
  if (file === undefined) return { key: randomBytes(32), source: 'process' };
  return { key: deriveKey(await readOrCreateKeyFile(file)), source: 'file', file };
}

function checked(secret: string, what: string): string {
  if (!isUsableSecret(secret)) {
    throw new ConfigError(
      `${what} must be ${SECRET_RULE}, e.g. the output of 'openssl rand -base64 32'`,
    );
  }
  return secret;
}

function deriveKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), '', 'atrium auth signing keys', 32),
  );
}
